import { Hono, type Context } from 'hono';
import type { z } from 'zod';
import { forgotPasswordSchema, firstErrorCode, signInSchema, signUpSchema } from '@va/core/auth-schemas';
import { isErrorCode, type ErrorCode } from '@va/core/errors';
import { normalizeEmail } from '@va/core/email';
import { isStrongPassword } from '@va/core/password';
import { isLanguage } from '@va/core/language';
import { CLIENT_IP_HEADER, LANGUAGE_HEADER, type Auth } from '../../auth.ts';
import type { AppConfig } from '../../config.ts';
import { clientIp } from '../../http/client-ip.ts';
import type { Logger } from '../../logger.ts';
import { refuseIfLimited } from '../../http/rate-limit.ts';
import type { RateLimiter } from '../../services/rate-limit.ts';
import { AUTH_RATE_LIMITS } from './rate-limits.ts';

/** better-auth endpoints the app uses; everything else under /api/auth answers 404. */
const ALLOWED = [
  'GET /get-session',
  'POST /sign-out',
  'POST /sign-up/email',
  'POST /sign-in/email',
  'POST /sign-in/social',
  'GET /callback/google',
  'POST /callback/google',
  'POST /request-password-reset',
  'POST /reset-password',
  'GET /error',
];

/** better-auth's error codes, as the codes of our catalogue. */
const BETTER_AUTH_CODES: Record<string, ErrorCode> = {
  INVALID_EMAIL_OR_PASSWORD: 'INVALID_CREDENTIALS',
  INVALID_PASSWORD: 'INVALID_CREDENTIALS',
  USER_ALREADY_EXISTS: 'EMAIL_TAKEN',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'EMAIL_TAKEN',
  INVALID_EMAIL: 'EMAIL_INVALID',
  PASSWORD_TOO_SHORT: 'WEAK_PASSWORD',
  PASSWORD_TOO_LONG: 'WEAK_PASSWORD',
  FAILED_TO_CREATE_USER: 'ACCOUNT_CREATION_FAILED',
  INVALID_TOKEN: 'RESET_TOKEN_INVALID',
};

/** The fallback message of each flow (spec part 1 §8). */
const FALLBACK: Record<string, ErrorCode> = {
  '/sign-in/email': 'LOGIN_FAILED',
  '/sign-up/email': 'SIGNUP_FAILED',
  '/sign-in/social': 'GOOGLE_FAILED',
  '/request-password-reset': 'RESET_REQUEST_FAILED',
  '/reset-password': 'PASSWORD_UPDATE_FAILED',
};

export function authRoutes(deps: { auth: Auth; config: AppConfig; limiter: RateLimiter; logger: Logger }) {
  const { auth, config, limiter, logger } = deps;
  const app = new Hono();

  function invalid(c: Context, error: z.ZodError) {
    return c.json({ code: firstErrorCode(error) }, 400);
  }

  async function forward(c: Context, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const requestHeaders = new Headers(c.req.raw.headers);
    requestHeaders.delete(CLIENT_IP_HEADER);
    requestHeaders.delete(LANGUAGE_HEADER);
    requestHeaders.set(CLIENT_IP_HEADER, clientIp(c, config.trustProxy));
    for (const [name, value] of Object.entries(headers)) requestHeaders.set(name, value);
    let init: RequestInit = { method: c.req.method, headers: requestHeaders };
    if (body !== undefined) {
      requestHeaders.set('content-type', 'application/json');
      requestHeaders.delete('content-length');
      init = { ...init, body: JSON.stringify(body) };
    }
    let response: Response;
    try {
      response = await auth.handler(new Request(c.req.url, init));
    } catch (error) {
      // An unexpected failure (better-auth rethrows it, see onAPIError in auth.ts): logged here,
      // and the flow's fallback code for the browser.
      logger.error({ err: error, path }, 'auth request failed');
      return c.json({ code: FALLBACK[path] ?? 'GENERIC' }, 500);
    }
    return response.status >= 400 ? withOurErrorCode(response, path) : response;
  }

  async function readJson(c: Context): Promise<Record<string, unknown>> {
    const body: unknown = await c.req.json().catch(() => ({}));
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  }

  app.post('/sign-up/email', async (c) => {
    const body = await readJson(c);
    const parsed = signUpSchema.safeParse(body);
    if (!parsed.success) return invalid(c, parsed.error);
    const input = parsed.data;
    const refused = refuseIfLimited(c, { limiter, config }, 'signUp', AUTH_RATE_LIMITS.signUp, input.email);
    if (refused) return refused;
    const language = isLanguage(body.language) ? body.language : 'fr';
    return forward(
      c,
      '/sign-up/email',
      {
        name: `${input.firstname} ${input.lastname}`,
        email: normalizeEmail(input.email),
        password: input.password,
        firstname: input.firstname,
        lastname: input.lastname,
        userType: input.userType,
      },
      { [LANGUAGE_HEADER]: language },
    );
  });

  app.post('/sign-in/email', async (c) => {
    const parsed = signInSchema.safeParse(await readJson(c));
    if (!parsed.success) return invalid(c, parsed.error);
    const refused = refuseIfLimited(c, { limiter, config }, 'signIn', AUTH_RATE_LIMITS.signIn, parsed.data.email);
    if (refused) return refused;
    return forward(c, '/sign-in/email', { email: normalizeEmail(parsed.data.email), password: parsed.data.password });
  });

  app.post('/request-password-reset', async (c) => {
    const parsed = forgotPasswordSchema.safeParse(await readJson(c));
    if (!parsed.success) return invalid(c, parsed.error);
    const refused = refuseIfLimited(
      c,
      { limiter, config },
      'resetRequest',
      AUTH_RATE_LIMITS.resetRequest,
      parsed.data.email,
    );
    if (refused) return refused;
    return forward(c, '/request-password-reset', {
      email: normalizeEmail(parsed.data.email),
      redirectTo: '/reset-password',
    });
  });

  app.post('/reset-password', async (c) => {
    const body = await readJson(c);
    const token = typeof body.token === 'string' ? body.token : '';
    const newPassword = typeof body.newPassword === 'string' ? body.newPassword : '';
    if (!token) return c.json({ code: 'RESET_TOKEN_INVALID' }, 400);
    if (!isStrongPassword(newPassword)) return c.json({ code: 'WEAK_PASSWORD' }, 400);
    return forward(c, '/reset-password', { token, newPassword });
  });

  app.post('/sign-in/social', async (c) => {
    const body = await readJson(c);
    if (body.provider !== 'google' || !config.google) return c.json({ code: 'GOOGLE_FAILED' }, 400);
    const relative = (value: unknown, fallback: string) =>
      typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') ? value : fallback;
    return forward(c, '/sign-in/social', {
      provider: 'google',
      callbackURL: relative(body.callbackURL, '/auth/callback'),
      newUserCallbackURL: relative(body.newUserCallbackURL, '/auth/callback?new=1'),
      errorCallbackURL: relative(body.errorCallbackURL, '/auth/callback'),
    });
  });

  app.on(['GET', 'POST'], '/*', (c) => {
    const path = c.req.path.replace(/^\/api\/auth/, '');
    if (!ALLOWED.includes(`${c.req.method} ${path}`)) return c.json({ code: 'NOT_FOUND' }, 404);
    return forward(c, path);
  });

  return app;
}

async function withOurErrorCode(response: Response, path: string): Promise<Response> {
  const contentType = response.headers.get('content-type') ?? '';
  if (!contentType.includes('application/json')) return response;
  const body = (await response.json().catch(() => ({}))) as { code?: unknown };
  const theirs = typeof body.code === 'string' ? body.code : '';
  const code: ErrorCode = BETTER_AUTH_CODES[theirs] ?? (isErrorCode(theirs) ? theirs : (FALLBACK[path] ?? 'GENERIC'));
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify({ code }), { status: response.status, headers });
}
