/**
 * The two languages of the product, and the one shape of a text given in both. No zod here: the web
 * app reads this file at start, before any form (its zod field is `optionalLanguageField`, fields.ts).
 */
export const LANGUAGES = ['fr', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'fr';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** A value given in every language: a text by default, or anything else (a list of keywords…). */
export type Localized<T = string> = Record<Language, T>;
