import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@va/core/errors';
import { LANGUAGES } from '@va/core/language';
import { byNamespace } from '@/lib/i18n';
import en from './en';
import fr from './fr';

/** What lib/i18n.ts loads for each language. */
const resources = { fr: byNamespace(fr), en: byNamespace(en) };

/** The translation files themselves, found the way lib/i18n.ts finds them. */
const files = Object.keys(import.meta.glob('./*/*.json'));
const namespacesOf = (language: string) =>
  files
    .filter((file) => file.startsWith(`./${language}/`))
    .map((file) => file.slice(`./${language}/`.length, -'.json'.length))
    .sort();

function keys(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => keys(item, `${prefix}${index}.`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, child]) => keys(child, `${prefix}${key}.`));
  return [prefix.slice(0, -1).replace(/_(one|other)$/, '')];
}

describe('translations', () => {
  it('exist as the same namespaces in every language, all loaded', () => {
    expect(namespacesOf('fr')).toContain('errors');
    for (const language of LANGUAGES) {
      expect(namespacesOf(language), language).toEqual(namespacesOf('fr'));
      expect(Object.keys(resources[language]).sort(), language).toEqual(namespacesOf(language));
    }
  });

  it('give every error code a message in French and in English', () => {
    for (const language of LANGUAGES) {
      const messages = resources[language].errors as Record<string, string>;
      for (const code of ERROR_CODES) {
        expect(messages[code] ?? messages[`${code}_other`], `${language}: ${code}`).toBeTruthy();
      }
    }
  });

  it('have the same keys in both languages', () => {
    for (const namespace of namespacesOf('fr')) {
      expect(new Set(keys(resources.en[namespace])), namespace).toEqual(new Set(keys(resources.fr[namespace])));
    }
  });

  it('keep the spec catalogue verbatim in French', () => {
    const fr = resources.fr.errors as Record<string, string>;
    expect(fr.INVALID_CREDENTIALS).toBe('Email ou mot de passe incorrect');
    expect(fr.LOGIN_FAILED).toBe('Une erreur est survenue lors de la connexion');
    expect(fr.SIGNUP_FAILED).toBe("Une erreur est survenue lors de l'inscription");
    expect(fr.GOOGLE_FAILED).toBe('Une erreur est survenue lors de la connexion avec Google');
    expect(fr.RESET_REQUEST_FAILED).toBe('Une erreur est survenue lors de la réinitialisation du mot de passe');
    expect(fr.PASSWORD_UPDATE_FAILED).toBe('Une erreur est survenue lors de la mise à jour du mot de passe');
    expect(fr.GENERIC).toBe('Une erreur est survenue');
    expect(fr.ACCOUNT_CREATION_FAILED).toBe('Erreur lors de la création du compte');
    expect(fr.NO_USER_SESSION).toBe('No user session found');
    expect(fr.WEAK_PASSWORD).toBe('Le mot de passe ne respecte pas les critères de sécurité');
    expect(fr.PASSWORD_MISMATCH).toBe('Les mots de passe ne correspondent pas');
    expect(fr.EMAIL_REQUIRED).toBe('Veuillez entrer votre adresse email');
    expect(fr.EMAIL_INVALID).toBe('Veuillez entrer une adresse email valide');
    expect(fr.PASSWORD_REQUIRED).toBe('Veuillez entrer votre mot de passe');
    expect(fr.FIELDS_REQUIRED).toBe('Veuillez remplir tous les champs');
  });

  it('put a non-breaking space before French high punctuation', () => {
    const text = JSON.stringify(resources.fr);
    // A plain space before ? ! : ; is a typographic error in French (the \u00a0 is wanted).
    expect(text.match(/ [?!:;]/g) ?? []).toEqual([]);
  });
});
