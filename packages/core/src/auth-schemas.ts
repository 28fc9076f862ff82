import { z } from 'zod';
import { EMAIL_MAX_LENGTH, isValidEmail } from './email.ts';
import type { ErrorCode } from './errors.ts';
import { isStrongPassword, PASSWORD_MAX_LENGTH } from './password.ts';
import { NAME_MAX_LENGTH, USER_TYPES } from './user.ts';

/**
 * Form and request schemas shared by the web forms and the server. Their messages are error
 * codes (packages/core/src/errors.ts), never sentences.
 */
const code = (error: ErrorCode) => ({ error });

const email = z
  .string(code('EMAIL_REQUIRED'))
  .trim()
  .min(1, code('EMAIL_REQUIRED'))
  .max(EMAIL_MAX_LENGTH, code('EMAIL_INVALID'))
  .refine(isValidEmail, code('EMAIL_INVALID'));

const strongPassword = z
  .string(code('WEAK_PASSWORD'))
  .max(PASSWORD_MAX_LENGTH, code('WEAK_PASSWORD'))
  .refine(isStrongPassword, code('WEAK_PASSWORD'));

const name = z
  .string(code('FIELDS_REQUIRED'))
  .trim()
  .min(1, code('FIELDS_REQUIRED'))
  .max(NAME_MAX_LENGTH, code('INVALID_INPUT'));

export const signInSchema = z.object({
  email,
  password: z
    .string(code('PASSWORD_REQUIRED'))
    .min(1, code('PASSWORD_REQUIRED'))
    .max(PASSWORD_MAX_LENGTH, code('INVALID_CREDENTIALS')),
});
export type SignInInput = z.infer<typeof signInSchema>;

export const signUpSchema = z.object({
  firstname: name,
  lastname: name,
  email,
  password: strongPassword,
  userType: z.enum(USER_TYPES, code('INVALID_INPUT')).default('employee'),
});
export type SignUpInput = z.input<typeof signUpSchema>;

export const forgotPasswordSchema = z.object({ email });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z
  .object({
    password: strongPassword,
    confirmPassword: z.string(code('PASSWORD_MISMATCH')),
  })
  .refine((value) => value.password === value.confirmPassword, {
    ...code('PASSWORD_MISMATCH'),
    path: ['confirmPassword'],
  });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** The first error code of a failed parse, in the order of the form's fields. */
export function firstErrorCode(error: z.ZodError): ErrorCode {
  return (error.issues[0]?.message as ErrorCode | undefined) ?? 'INVALID_INPUT';
}
