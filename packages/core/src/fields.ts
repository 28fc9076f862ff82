import { z } from 'zod';
import { EMAIL_MAX_LENGTH, isValidEmail } from './email.ts';
import { withCode } from './errors.ts';
import { LANGUAGES } from './language.ts';
import { hasUnsafeCharacters } from './text.ts';

/**
 * Form fields shared by several contracts. Their messages are error codes (errors.ts), so the web
 * form and the server refuse the same input with the same translated message.
 */

/** A string without NUL or lone surrogates (text.ts); `code` when it is not a string at all. */
export const cleanString = (code: Parameters<typeof withCode>[0] = 'INVALID_INPUT') =>
  z.string(withCode(code)).refine((value) => !hasUnsafeCharacters(value), withCode('INVALID_INPUT'));

export const emailField = cleanString('EMAIL_REQUIRED')
  .trim()
  .min(1, withCode('EMAIL_REQUIRED'))
  .max(EMAIL_MAX_LENGTH, withCode('EMAIL_INVALID'))
  .refine(isValidEmail, withCode('EMAIL_INVALID'));

/** Text that must not be blank (FIELDS_REQUIRED), trimmed, at most `max` characters (INVALID_INPUT). */
export const requiredText = (max: number) =>
  cleanString('FIELDS_REQUIRED').trim().min(1, withCode('FIELDS_REQUIRED')).max(max, withCode('INVALID_INPUT'));

/** Whether an ISO day or instant falls on a day from `min` to `max` (YYYY-MM-DD, compared as text). */
const onDaysBetween = (min: string, max: string) => (value: string) =>
  value.slice(0, 10) >= min && value.slice(0, 10) <= max;

/**
 * A calendar day (YYYY-MM-DD) between 2000 and 2999: the days this app can mean. Year 0000 and
 * other days PostgreSQL cannot hold are refused with INVALID_INPUT, not sent to the database.
 */
export const dayField = z.iso
  .date(withCode('INVALID_INPUT'))
  .refine(onDaysBetween('2000-01-01', '2999-12-31'), withCode('INVALID_INPUT'));

/** An ISO instant with its offset, from the Unix epoch (a cursor's "from the start") to 2999. */
export const instantField = z.iso
  .datetime({ offset: true, error: 'INVALID_INPUT' })
  .refine(onDaysBetween('1970-01-01', '2999-12-31'), withCode('INVALID_INPUT'));

/**
 * A language a request may name (a page's language, ?lang=): anything else is ignored rather than
 * refused, and the caller falls back to the user's or the default language.
 */
export const optionalLanguageField = z.enum(LANGUAGES).optional().catch(undefined);
