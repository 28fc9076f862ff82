import { z } from 'zod';

/** The two languages of the product, and the one shape of a text given in both. */
export const LANGUAGES = ['fr', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'fr';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** A value given in every language: a text by default, or anything else (a list of keywords…). */
export type Localized<T = string> = Record<Language, T>;

/**
 * A language a request may name (a page's language, ?lang=): anything else is ignored rather than
 * refused, and the caller falls back to the user's or the default language.
 */
export const optionalLanguageField = z.enum(LANGUAGES).optional().catch(undefined);
