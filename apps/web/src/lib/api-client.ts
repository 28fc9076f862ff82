import { isErrorCode, type ApiErrorBody, type ErrorCode } from '@va/core/errors';

/** A failed call: a code to translate (locales/<lang>/errors.json), never a sentence from the server. */
export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly status: number,
    readonly retryAfter?: number,
  ) {
    super(code);
  }
}

type Json = Record<string, unknown> | unknown[];

/**
 * The one way the app talks to the server: same-origin JSON with the session cookie.
 * `fallback` is the message code of the flow (e.g. LOGIN_FAILED) when the server gives none.
 */
export async function api<T>(
  path: string,
  options: { method?: string; body?: Json; fallback?: ErrorCode } = {},
): Promise<T> {
  const { method = options.body ? 'POST' : 'GET', body, fallback = 'GENERIC' } = options;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: body ? { 'content-type': 'application/json' } : {},
      body: body ? JSON.stringify(body) : undefined,
    });
  } catch {
    throw new ApiError('NETWORK', 0);
  }
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = (data ?? {}) as Partial<ApiErrorBody>;
    throw new ApiError(isErrorCode(error.code) ? error.code : fallback, response.status, error.retryAfter);
  }
  return data as T;
}

export function errorCodeOf(error: unknown, fallback: ErrorCode = 'GENERIC'): { code: ErrorCode; retryAfter?: number } {
  if (error instanceof ApiError) return { code: error.code, retryAfter: error.retryAfter };
  return { code: fallback };
}
