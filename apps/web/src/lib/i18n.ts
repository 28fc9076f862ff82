import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { isLanguage, type Language } from '@va/core/language';
import { initialLanguage } from './language';
import { readStorage, STORAGE_KEYS, writeStorage } from './storage-keys';

type Translations = Record<string, unknown>;

/**
 * Every translation file, found by its name: locales/<language>/<namespace>.json. A new namespace
 * is one file per language; nothing to register here.
 */
const files = import.meta.glob<Translations>('../locales/*/*.json', { eager: true, import: 'default' });

export const resources: Record<Language, Record<string, Translations>> = { fr: {}, en: {} };
for (const [path, translations] of Object.entries(files)) {
  const [, language, namespace] = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
  if (isLanguage(language) && namespace) resources[language][namespace] = translations;
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources,
  lng: initialLanguage(readStorage(STORAGE_KEYS.language), typeof navigator === 'undefined' ? [] : navigator.languages),
  fallbackLng: 'fr',
  defaultNS: 'common',
  ns: Object.keys(resources.fr),
  interpolation: { escapeValue: false },
  returnObjects: true,
  initAsync: false,
});

i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});
document.documentElement.lang = i18n.language;

/** Switches the interface language and remembers it on this device. */
export async function changeLanguage(language: Language) {
  writeStorage(STORAGE_KEYS.language, language);
  await i18n.changeLanguage(language);
}

export function currentLanguage(): Language {
  return i18n.language === 'en' ? 'en' : 'fr';
}
