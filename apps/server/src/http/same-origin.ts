import { createMiddleware } from 'hono/factory';
import { AppError } from './errors.ts';

/** The methods that change something; GET and HEAD never do (ADR 0022). */
export const STATE_CHANGING_METHODS: readonly string[] = ['POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * Requests another site sends on purpose: Google's answer to a sign-in (protected by the OAuth
 * state that better-auth checks, not by the Origin). Nothing else.
 */
export const CROSS_SITE_ROUTES: readonly string[] = ['POST /api/auth/callback/google'];

/**
 * Refuses a state-changing request that another site's page sent (CSRF): 403 FORBIDDEN, before
 * any route reads it. A form or a text/plain fetch needs no CORS preflight and carries the
 * session cookie on same-site requests, so every POST, PUT, PATCH and DELETE under /api passes
 * here (ADR 0022):
 * - Sec-Fetch-Site, when the browser sends it, must be same-origin;
 * - Origin, when sent, must be the app's (APP_URL) or match the Host the request was sent to
 *   (Vite's dev proxy). A request with neither does not come from a browser page and passes.
 */
export function sameOriginWrites(appUrl: string) {
  const appOrigin = new URL(appUrl).origin;
  return createMiddleware(async (c, next) => {
    if (!STATE_CHANGING_METHODS.includes(c.req.method)) return next();
    if (CROSS_SITE_ROUTES.includes(`${c.req.method} ${c.req.path}`)) return next();
    const site = c.req.header('sec-fetch-site');
    const origin = c.req.header('origin');
    if (site !== undefined && site !== 'same-origin') throw new AppError('FORBIDDEN');
    if (origin !== undefined && origin !== appOrigin && hostOf(origin) !== c.req.header('host')) {
      throw new AppError('FORBIDDEN');
    }
    await next();
  });
}

function hostOf(origin: string): string | null {
  return URL.canParse(origin) ? new URL(origin).host : null;
}
