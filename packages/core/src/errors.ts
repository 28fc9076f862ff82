/**
 * Error codes cross the wire; the web app turns each into a sentence in the user's language
 * (apps/web/src/locales/{fr,en}/errors.json). One list so that neither side invents a code.
 */
export const ERROR_CODES = [
  // validation (spec part 1 §5)
  'EMAIL_REQUIRED',
  'EMAIL_INVALID',
  'PASSWORD_REQUIRED',
  'FIELDS_REQUIRED',
  'WEAK_PASSWORD',
  'PASSWORD_MISMATCH',
  'INVALID_INPUT',
  // error catalogue (spec part 1 §8)
  'INVALID_CREDENTIALS',
  'LOGIN_FAILED',
  'SIGNUP_FAILED',
  'GOOGLE_FAILED',
  'RESET_REQUEST_FAILED',
  'PASSWORD_UPDATE_FAILED',
  'ACCOUNT_CREATION_FAILED',
  'NO_USER_SESSION',
  'GENERIC',
  // ours
  'EMAIL_TAKEN',
  'RESET_TOKEN_INVALID',
  'RATE_LIMITED',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'UNSUPPORTED_MEDIA_TYPE',
  'NETWORK',
  'PAYLOAD_TOO_LARGE',
  // the database cannot be reached or is saturated: try again shortly (Retry-After)
  'SERVICE_UNAVAILABLE',
  // onboarding
  'INVALID_ANSWER',
  'ONBOARDING_INCOMPLETE',
  // profile photo (spec part 2 §5, §8)
  'PHOTO_NOT_IMAGE',
  'PHOTO_TOO_LARGE',
  'PHOTO_UPLOAD_FAILED',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}

/** The body of every error response from our API. */
export interface ApiErrorBody {
  code: ErrorCode;
  /** Seconds before a rate-limited (or unavailable) request may be tried again. */
  retryAfter?: number;
  /** Field-level codes for a form, by field name. */
  fields?: Record<string, ErrorCode>;
}

/**
 * The last event of a Server-Sent Event stream that failed on the server (the chat's reply, the
 * notifications): `event: failed`, its data this object. The web app shows the code's message.
 */
export const STREAM_FAILED_EVENT = 'failed';
export interface StreamFailure {
  type: typeof STREAM_FAILED_EVENT;
  code: ErrorCode;
}

/** A zod message that is an error code: the schemas shared by web and server never carry sentences. */
export const withCode = (error: ErrorCode) => ({ error });

/**
 * The first error code of a failed parse, in the order of the form's fields; INVALID_INPUT when
 * that issue carries no code of ours (a wrong type, an unknown key).
 */
export function firstErrorCode(error: { issues: ReadonlyArray<{ message: string }> }): ErrorCode {
  const message = error.issues[0]?.message;
  return isErrorCode(message) ? message : 'INVALID_INPUT';
}
