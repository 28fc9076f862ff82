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

export interface RequestOptions {
  method?: string;
  /** JSON, or a FormData for a file upload (the browser then sets the multipart boundary). */
  body?: Json | FormData;
  /** The message code of the flow (e.g. LOGIN_FAILED) when the server gives none. */
  fallback?: ErrorCode;
  /**
   * The auth calls (sign-in, sign-up, reset, Google, sign-out): there a 401 answers the form (a
   * wrong password), it does not mean that a session has ended.
   */
  unauthorizedIsAnswer?: boolean;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

let onUnauthorized: () => void = () => undefined;

/**
 * What a 401 means anywhere else: the session has ended (expired, revoked, signed out in another
 * tab). The app registers it once (app/session-expiry.ts); the failing call still throws.
 */
export function setUnauthorizedHandler(handler: () => void) {
  onUnauthorized = handler;
}

async function failure(response: Response, options: RequestOptions): Promise<ApiError> {
  if (response.status === 401 && !options.unauthorizedIsAnswer) onUnauthorized();
  const data = (await response.json().catch(() => null)) as Partial<ApiErrorBody> | null;
  const code = isErrorCode(data?.code) ? data.code : (options.fallback ?? 'GENERIC');
  return new ApiError(code, response.status, data?.retryAfter);
}

/**
 * Same-origin, with the session cookie; a refusal becomes an ApiError, an unreachable server
 * NETWORK. Every call goes through here: api(), download() and the event streams (event-streams.ts).
 */
export async function request(path: string, options: RequestOptions, accept: string): Promise<Response> {
  const { body, signal } = options;
  const isForm = body instanceof FormData;
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? (body ? 'POST' : 'GET'),
      credentials: 'same-origin',
      headers: { accept, ...(body && !isForm ? { 'content-type': 'application/json' } : {}), ...options.headers },
      body: isForm ? body : body ? JSON.stringify(body) : undefined,
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError('NETWORK', 0);
  }
  if (!response.ok) throw await failure(response, options);
  return response;
}

/** The way the app talks to the server: JSON in, JSON out (a FormData body uploads a file). */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await request(path, options, 'application/json');
  return (await response.json().catch(() => null)) as T;
}

/** A file the server makes (the summary PDF), saved by the browser under `filename`. */
export async function download(path: string, filename: string, options: RequestOptions = {}) {
  const response = await request(path, options, '*/*');
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function errorCodeOf(error: unknown, fallback: ErrorCode = 'GENERIC'): { code: ErrorCode; retryAfter?: number } {
  if (error instanceof ApiError) return { code: error.code, retryAfter: error.retryAfter };
  return { code: fallback };
}
