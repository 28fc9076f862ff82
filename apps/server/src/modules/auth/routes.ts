import { Hono, type Context } from 'hono';
import {
  forgotPasswordSchema,
  resetPasswordBodySchema,
  resetTokenCheckQuerySchema,
  type ResetTokenCheck,
  signInSchema,
  signUpBodySchema,
  socialSignInBodySchema,
} from '@va/core/auth/contract';
import { isErrorCode, type ErrorCode } from '@va/core/errors';
import { normalizeEmail } from '@va/core/email';
import { DEFAULT_LANGUAGE } from '@va/core/language';
import { CLIENT_IP_HEADER, LANGUAGE_HEADER, THEME_HEADER, type Auth } from '../../auth.ts';
import type { AppConfig } from '../../config.ts';
import { clientIp } from '../../http/client-ip.ts';
import { AppError, ERROR_STATUS } from '../../http/errors.ts';
import { rateLimit, type RateLimitDeps } from '../../http/rate-limit.ts';
import { validate, validateForm } from '../../http/validate.ts';
import type { Database } from '../../db/client.ts';
import type { Logger } from '../../logger.ts';
import { isResetTokenValid } from './service.ts';
import { authRateLimitKeys, countsFailedSignIn } from './rate-limits.ts';
import type { RateLimiter } from '../../services/rate-limit.ts';

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
  // better-auth's own CSRF checks.
  INVALID_ORIGIN: 'FORBIDDEN',
  MISSING_OR_NULL_ORIGIN: 'FORBIDDEN',
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: 'FORBIDDEN',
};

/** The fallback message of each flow (spec part 1 §8). */
const FALLBACK: Record<string, ErrorCode> = {
  '/sign-in/email': 'LOGIN_FAILED',
  '/sign-up/email': 'SIGNUP_FAILED',
  '/sign-in/social': 'GOOGLE_FAILED',
  '/request-password-reset': 'RESET_REQUEST_FAILED',
  '/reset-password': 'PASSWORD_UPDATE_FAILED',
};

/**
 * /api/auth: our validation and rate limits in front of better-auth, then better-auth for the
 * endpoints the app uses, its errors rewritten into our codes (each with its one status).
 */
export function authRoutes(deps: {
  auth: Auth;
  config: AppConfig;
  db: Database;
  limiter: RateLimiter;
  logger: Logger;
}) {
  const { auth, config, db, logger } = deps;
  const limits = (flow: Parameters<typeof authRateLimitKeys>[0]) =>
    rateLimit(deps satisfies RateLimitDeps, flow, authRateLimitKeys(flow), {
      counts: flow === 'signIn' ? countsFailedSignIn : undefined,
    });

  /** Sends the request on to better-auth: with our body when given, the client's IP from the connection. */
  async function forward(c: Context, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const requestHeaders = new Headers(c.req.raw.headers);
    requestHeaders.delete(CLIENT_IP_HEADER);
    requestHeaders.delete(LANGUAGE_HEADER);
    requestHeaders.delete(THEME_HEADER);
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
      throw new AppError(FALLBACK[path] ?? 'GENERIC');
    }
    return response.status >= 400 ? withOurErrorCode(response, path) : response;
  }

  return new Hono()
    .post('/sign-up/email', validateForm(signUpBodySchema), limits('signUp'), async (c) => {
      const { language, theme, ...input } = c.req.valid('json');
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
        { [LANGUAGE_HEADER]: language ?? DEFAULT_LANGUAGE, ...(theme ? { [THEME_HEADER]: theme } : {}) },
      );
    })
    .post('/sign-in/email', validateForm(signInSchema), limits('signIn'), async (c) => {
      const { email, password } = c.req.valid('json');
      return forward(c, '/sign-in/email', { email: normalizeEmail(email), password });
    })
    .post('/request-password-reset', validateForm(forgotPasswordSchema), limits('resetRequest'), async (c) =>
      forward(c, '/request-password-reset', {
        email: normalizeEmail(c.req.valid('json').email),
        redirectTo: '/reset-password',
      }),
    )
    .post('/reset-password', validateForm(resetPasswordBodySchema), async (c) =>
      forward(c, '/reset-password', c.req.valid('json')),
    )
    .get('/reset-password/check', validate('query', resetTokenCheckQuerySchema, 'RESET_TOKEN_INVALID'), async (c) =>
      c.json({ valid: await isResetTokenValid(db, c.req.valid('query').token) } satisfies ResetTokenCheck),
    )
    .post('/sign-in/social', validate('json', socialSignInBodySchema, 'GOOGLE_FAILED'), async (c) => {
      if (!config.google) throw new AppError('GOOGLE_FAILED');
      const body = c.req.valid('json');
      return forward(c, '/sign-in/social', {
        provider: 'google',
        callbackURL: body.callbackURL ?? '/auth/callback',
        newUserCallbackURL: body.newUserCallbackURL ?? '/auth/callback?new=1',
        errorCallbackURL: body.errorCallbackURL ?? '/auth/callback',
      });
    })
    .on(['GET', 'POST'], '/*', (c) => {
      const path = c.req.path.replace(/^\/api\/auth/, '');
      if (!ALLOWED.includes(`${c.req.method} ${path}`)) throw new AppError('NOT_FOUND');
      return forward(c, path);
    });
}

/** better-auth's error, as our code with its status. */
async function withOurErrorCode(response: Response, path: string): Promise<Response> {
  const contentType = response.headers.get('content-type') ?? '';
  if (!contentType.includes('application/json')) return response;
  const body = (await response.json().catch(() => ({}))) as { code?: unknown };
  const theirs = typeof body.code === 'string' ? body.code : '';
  const code: ErrorCode = BETTER_AUTH_CODES[theirs] ?? (isErrorCode(theirs) ? theirs : (FALLBACK[path] ?? 'GENERIC'));
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify({ code }), { status: ERROR_STATUS[code], headers });
}
