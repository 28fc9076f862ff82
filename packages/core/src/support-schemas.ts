import { z } from 'zod';
import { EMAIL_MAX_LENGTH, isValidEmail } from './email.ts';
import type { ErrorCode } from './errors.ts';

export const SUPPORT_SUBJECT_MAX_LENGTH = 150;
export const SUPPORT_MESSAGE_MAX_LENGTH = 5000;

const code = (error: ErrorCode) => ({ error });
const required = (max: number) =>
  z.string(code('FIELDS_REQUIRED')).trim().min(1, code('FIELDS_REQUIRED')).max(max, code('INVALID_INPUT'));

/** Our own contact form (replaces the third-party one of the spec): shared by the dialog, /support and the server. */
export const supportRequestSchema = z.object({
  name: required(120),
  email: z
    .string(code('EMAIL_REQUIRED'))
    .trim()
    .min(1, code('EMAIL_REQUIRED'))
    .max(EMAIL_MAX_LENGTH, code('EMAIL_INVALID'))
    .refine(isValidEmail, code('EMAIL_INVALID')),
  subject: required(SUPPORT_SUBJECT_MAX_LENGTH),
  message: required(SUPPORT_MESSAGE_MAX_LENGTH),
});
export type SupportRequestInput = z.infer<typeof supportRequestSchema>;
