import { createMiddleware } from 'hono/factory';
import { AppError } from './errors.ts';

/**
 * Refuses a POST that another site's page sent (CSRF): 403 FORBIDDEN. A multipart or text/plain
 * body needs no CORS preflight, and the session cookie is sent on same-site requests. The Origin
 * must be the app's (APP_URL) or match the Host the request was sent to (Vite's dev proxy); a
 * request without Origin does not come from a browser page and passes.
 */
export function sameOriginOnly(appUrl: string) {
  const appOrigin = new URL(appUrl).origin;
  return createMiddleware(async (c, next) => {
    const origin = c.req.header('origin');
    if (origin !== undefined && origin !== appOrigin && hostOf(origin) !== c.req.header('host')) {
      throw new AppError('FORBIDDEN');
    }
    await next();
  });
}

function hostOf(origin: string): string | null {
  return URL.canParse(origin) ? new URL(origin).host : null;
}
