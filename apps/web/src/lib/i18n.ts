import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@va/core/language';
import { initialLanguage } from './language';
import { readStorage, STORAGE_KEYS, writeStorage } from './storage-keys';

type Translations = Record<string, Record<string, unknown>>;

/** One language's files, by namespace (the file's name). */
export function byNamespace(files: Record<string, Record<string, unknown>>): Translations {
  return Object.fromEntries(
    Object.entries(files).map(([file, translations]) => [/([^/]+)\.json$/.exec(file)?.[1] ?? file, translations]),
  );
}

/**
 * Each language's translations are one chunk (`locales/<language>.ts`, every file of
 * locales/<language>/), loaded when the language is first used: a visitor downloads one language.
 * A new namespace is one file per language; nothing to register here.
 */
const bundles: Record<Language, () => Promise<Translations>> = {
  fr: () => import('../locales/fr').then((module) => byNamespace(module.default)),
  en: () => import('../locales/en').then((module) => byNamespace(module.default)),
};

export const i18n = i18next.createInstance();

const firstLanguage = initialLanguage(
  readStorage(STORAGE_KEYS.language),
  typeof navigator === 'undefined' ? [] : navigator.languages,
);

/** The first language's translations, or null when its chunk could not be downloaded. */
const firstTranslations: Promise<Translations | null> = bundles[firstLanguage]().catch(() => null);

/**
 * Resolves once the first language is loaded and i18next is ready: main.tsx renders only then, so
 * no key is ever shown in place of its text.
 */
export const i18nReady: Promise<void> = firstTranslations.then(async (translations) => {
  await i18n.use(initReactI18next).init({
    resources: { [firstLanguage]: translations ?? {} },
    partialBundledLanguages: true,
    lng: firstLanguage,
    fallbackLng: false,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnObjects: true,
  });
  document.documentElement.lang = i18n.language;
});

/**
 * Whether the first language arrived. Without it (a failed download before the app was installed)
 * main.tsx says so in that language, from app/boot-failed.tsx, instead of showing keys.
 */
export const firstLanguageLoaded: Promise<{ loaded: boolean; language: Language }> = firstTranslations.then(
  (translations) => ({ loaded: translations !== null, language: firstLanguage }),
);

i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});

/** Loads a language's translations once, before anything shows it. */
export async function loadLanguage(language: Language) {
  await i18nReady;
  if (i18n.hasResourceBundle(language, 'common')) return;
  for (const [namespace, translations] of Object.entries(await bundles[language]())) {
    i18n.addResourceBundle(language, namespace, translations, true, true);
  }
}

/** Switches the interface language and remembers it on this device. */
export async function changeLanguage(language: Language) {
  writeStorage(STORAGE_KEYS.language, language);
  await loadLanguage(language);
  await i18n.changeLanguage(language);
}

export function currentLanguage(): Language {
  return i18n.language === 'en' ? 'en' : 'fr';
}
