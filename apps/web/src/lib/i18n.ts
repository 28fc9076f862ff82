import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@va/core/language';
import enAuth from '@/locales/en/auth.json';
import enChat from '@/locales/en/chat.json';
import enCommon from '@/locales/en/common.json';
import enDashboard from '@/locales/en/dashboard.json';
import enNotifications from '@/locales/en/notifications.json';
import enSettings from '@/locales/en/settings.json';
import enErrors from '@/locales/en/errors.json';
import enOnboarding from '@/locales/en/onboarding.json';
import enPages from '@/locales/en/pages.json';
import frAuth from '@/locales/fr/auth.json';
import frChat from '@/locales/fr/chat.json';
import frCommon from '@/locales/fr/common.json';
import frDashboard from '@/locales/fr/dashboard.json';
import frNotifications from '@/locales/fr/notifications.json';
import frSettings from '@/locales/fr/settings.json';
import frErrors from '@/locales/fr/errors.json';
import frOnboarding from '@/locales/fr/onboarding.json';
import frPages from '@/locales/fr/pages.json';
import { initialLanguage } from './language';
import { readStorage, STORAGE_KEYS, writeStorage } from './storage-keys';

export const resources = {
  fr: {
    common: frCommon,
    auth: frAuth,
    errors: frErrors,
    pages: frPages,
    onboarding: frOnboarding,
    dashboard: frDashboard,
    notifications: frNotifications,
    settings: frSettings,
    chat: frChat,
  },
  en: {
    common: enCommon,
    auth: enAuth,
    errors: enErrors,
    pages: enPages,
    onboarding: enOnboarding,
    dashboard: enDashboard,
    notifications: enNotifications,
    settings: enSettings,
    chat: enChat,
  },
} as const;

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources,
  lng: initialLanguage(readStorage(STORAGE_KEYS.language), typeof navigator === 'undefined' ? [] : navigator.languages),
  fallbackLng: 'fr',
  defaultNS: 'common',
  ns: ['common', 'auth', 'errors', 'pages', 'onboarding', 'dashboard', 'notifications', 'settings', 'chat'],
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
