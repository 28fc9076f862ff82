import { z } from 'zod';
import { EMAIL_MAX_LENGTH, isValidEmail } from './email.ts';
import { withCode } from './errors.ts';

/**
 * Form fields shared by several contracts. Their messages are error codes (errors.ts), so the web
 * form and the server refuse the same input with the same translated message.
 */
export const emailField = z
  .string(withCode('EMAIL_REQUIRED'))
  .trim()
  .min(1, withCode('EMAIL_REQUIRED'))
  .max(EMAIL_MAX_LENGTH, withCode('EMAIL_INVALID'))
  .refine(isValidEmail, withCode('EMAIL_INVALID'));

/** Text that must not be blank (FIELDS_REQUIRED), trimmed, at most `max` characters (INVALID_INPUT). */
export const requiredText = (max: number) =>
  z.string(withCode('FIELDS_REQUIRED')).trim().min(1, withCode('FIELDS_REQUIRED')).max(max, withCode('INVALID_INPUT'));
