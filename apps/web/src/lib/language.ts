import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@va/core/language';

/**
 * The first language of the interface (spec part 2 §4): the stored choice, else the browser's
 * (French if it is French, otherwise English). Once signed in, the saved setting wins.
 */
export function initialLanguage(stored: string | null, browserLanguages: readonly string[]): Language {
  if (isLanguage(stored)) return stored;
  const first = browserLanguages[0];
  if (!first) return DEFAULT_LANGUAGE;
  return first.toLowerCase().startsWith('fr') ? 'fr' : 'en';
}
