import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiErrorBody, ErrorCode } from '@va/core/errors';

/** A failure with a code the web app can translate; thrown by services, turned into JSON by app.ts. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly status: ContentfulStatusCode = 400,
    readonly extra: Omit<ApiErrorBody, 'code'> = {},
  ) {
    super(code);
  }
}

export function errorResponse(c: Context, status: ContentfulStatusCode, body: ApiErrorBody) {
  return c.json(body, status);
}
