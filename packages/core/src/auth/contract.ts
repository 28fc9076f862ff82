/**
 * The auth feature: what the sign-in, sign-up, forgot and reset forms send (their messages are
 * error codes, errors.ts), and the session the server answers. /api/auth/* is better-auth behind
 * our routes (apps/server/src/modules/auth).
 */
import { z } from 'zod';
import { withCode } from '../errors.ts';
import { emailField, optionalLanguageField, requiredText } from '../fields.ts';
import { NAME_MAX_LENGTH, USER_TYPES, type UserType } from '../profile/contract.ts';
import { optionalThemeField } from '../settings/contract.ts';
import { isStrongPassword, PASSWORD_MAX_LENGTH } from './password.ts';

const strongPassword = z
  .string(withCode('WEAK_PASSWORD'))
  .max(PASSWORD_MAX_LENGTH, withCode('WEAK_PASSWORD'))
  .refine(isStrongPassword, withCode('WEAK_PASSWORD'));

const name = requiredText(NAME_MAX_LENGTH);

export const signInSchema = z.object({
  email: emailField,
  password: z
    .string(withCode('PASSWORD_REQUIRED'))
    .min(1, withCode('PASSWORD_REQUIRED'))
    .max(PASSWORD_MAX_LENGTH, withCode('INVALID_CREDENTIALS')),
});
export type SignInInput = z.infer<typeof signInSchema>;

export const signUpSchema = z.object({
  firstname: name,
  lastname: name,
  email: emailField,
  password: strongPassword,
  userType: z.enum(USER_TYPES, withCode('INVALID_INPUT')).default('employee'),
});
export type SignUpInput = z.input<typeof signUpSchema>;

/**
 * POST /api/auth/sign-up/email: the form, and the language and theme the page was shown in; both
 * become the new account's settings (the language also words the welcome e-mail).
 */
export const signUpBodySchema = signUpSchema.extend({ language: optionalLanguageField, theme: optionalThemeField });

export const forgotPasswordSchema = z.object({ email: emailField });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

/** The reset form: the new password twice. */
export const resetPasswordSchema = z
  .object({
    password: strongPassword,
    confirmPassword: z.string(withCode('PASSWORD_MISMATCH')),
  })
  .refine((value) => value.password === value.confirmPassword, {
    ...withCode('PASSWORD_MISMATCH'),
    path: ['confirmPassword'],
  });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/**
 * The token of an e-mailed reset link, as better-auth makes them (24 letters and digits); the
 * bound leaves room for another length and refuses anything the database could not compare (NUL).
 */
const resetToken = z
  .string(withCode('RESET_TOKEN_INVALID'))
  .regex(/^[A-Za-z0-9_-]{1,128}$/, withCode('RESET_TOKEN_INVALID'));

/** POST /api/auth/reset-password: the token of the e-mailed link and the new password. */
export const resetPasswordBodySchema = z.object({
  token: resetToken,
  newPassword: strongPassword,
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

/** GET /api/auth/reset-password/check?token=…: is this link still usable (checked when the page opens). */
export const resetTokenCheckQuerySchema = z.object({ token: resetToken });
export type ResetTokenCheckQuery = z.infer<typeof resetTokenCheckQuerySchema>;

/** The answer of the check: false for a used, expired, replaced or unknown link. */
export interface ResetTokenCheck {
  valid: boolean;
}

/** A path of this site: anything else (another site, `//host`) is replaced by the route's default. */
const sitePath = z
  .string()
  .refine((value) => value.startsWith('/') && !value.startsWith('//'))
  .optional()
  .catch(undefined);

/** POST /api/auth/sign-in/social: Google only, and where to come back to. */
export const socialSignInBodySchema = z.object({
  provider: z.literal('google'),
  callbackURL: sitePath,
  newUserCallbackURL: sitePath,
  errorCallbackURL: sitePath,
});
export type SocialSignInBody = z.infer<typeof socialSignInBodySchema>;

/** The signed-in person as GET /api/auth/get-session answers it. */
export interface SessionUser {
  id: string;
  email: string;
  name: string;
  firstname?: string | null;
  lastname?: string | null;
  userType?: UserType | null;
}

/** GET /api/auth/get-session: the session, or null when signed out (never a 401). */
export interface Session {
  user: SessionUser;
  session: { id: string; expiresAt: string };
}

/** What sign-in and sign-up answer (better-auth): the signed-in person; the cookie carries the session. */
export interface AuthResult {
  user: SessionUser;
}

/** POST /api/auth/sign-in/social: where to send the browser (Google's consent page). */
export interface SocialSignInResult {
  url: string;
}

/** What sign-out, the reset request and the reset answer (better-auth) when they succeed. */
export interface AuthStatus {
  status: boolean;
}
