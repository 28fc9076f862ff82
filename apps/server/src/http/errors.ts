import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiErrorBody, ErrorCode } from '@va/core/errors';

/**
 * The HTTP status of every error code: one place, so a code always leaves with the same status
 * whoever raises it (a route, a service, a middleware, better-auth's rewritten errors).
 */
export const ERROR_STATUS = {
  EMAIL_REQUIRED: 400,
  EMAIL_INVALID: 400,
  PASSWORD_REQUIRED: 400,
  FIELDS_REQUIRED: 400,
  WEAK_PASSWORD: 400,
  PASSWORD_MISMATCH: 400,
  INVALID_INPUT: 400,
  INVALID_CREDENTIALS: 401,
  // The fallbacks of each auth flow: something unexpected failed on our side.
  LOGIN_FAILED: 500,
  SIGNUP_FAILED: 500,
  RESET_REQUEST_FAILED: 500,
  PASSWORD_UPDATE_FAILED: 500,
  ACCOUNT_CREATION_FAILED: 500,
  // Google is not configured, or not the provider asked for.
  GOOGLE_FAILED: 400,
  NO_USER_SESSION: 401,
  GENERIC: 500,
  EMAIL_TAKEN: 422,
  RESET_TOKEN_INVALID: 400,
  RATE_LIMITED: 429,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  // A request body above its route's limit (http/body-limit.ts).
  PAYLOAD_TOO_LARGE: 413,
  // A JSON route sent another kind of body (a form, text/plain: what a cross-site page can send).
  UNSUPPORTED_MEDIA_TYPE: 415,
  // The browser's own code when the server cannot be reached; never sent by the server.
  NETWORK: 503,
  // The database is unreachable or saturated; sent with Retry-After (ADR 0015).
  SERVICE_UNAVAILABLE: 503,
  INVALID_ANSWER: 400,
  ONBOARDING_INCOMPLETE: 409,
  PHOTO_NOT_IMAGE: 400,
  PHOTO_TOO_LARGE: 413,
  PHOTO_UPLOAD_FAILED: 500,
} as const satisfies Record<ErrorCode, ContentfulStatusCode>;

/**
 * A failure with a code the web app can translate. Thrown by services, middleware and routes;
 * app.ts turns it into `{ code, ...extra }` with the code's status (errorResponse).
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly extra: Omit<ApiErrorBody, 'code'> = {},
  ) {
    super(code);
  }

  get status(): ContentfulStatusCode {
    return ERROR_STATUS[this.code];
  }
}

/** The response of an AppError; a rate-limited or unavailable one also says when to try again (Retry-After). */
export function errorResponse(c: Context, error: AppError): Response {
  if (error.extra.retryAfter !== undefined) c.header('Retry-After', String(error.extra.retryAfter));
  return c.json({ code: error.code, ...error.extra } satisfies ApiErrorBody, error.status);
}
