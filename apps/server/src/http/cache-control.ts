import { createMiddleware } from 'hono/factory';

/** What an /api answer (JSON, never a page) needs of the security headers: no sniffing, no framing. */
const API_SECURITY_HEADERS: ReadonlyArray<readonly [string, string]> = [
  ['x-content-type-options', 'nosniff'],
  ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
  ['x-frame-options', 'DENY'],
  ['referrer-policy', 'strict-origin-when-cross-origin'],
];

/**
 * The headers of every /api answer, errors included. `Cache-Control: no-store` but on the public
 * ones: what the API says is someone's (profile, answers, chat, notifications) and must stay out of
 * shared and browser caches. A route that chose its policy keeps it (photos: `private`, versioned
 * URL); `no-cache` (Hono's event streams) still allows storing, so it becomes no-store.
 *
 * Set before the route runs, so that an answer made with c.json or c.body is built with them in
 * one go (setting a dozen headers on a finished Response, per call, cost a tenth of the dashboard's
 * time, ADR 0037); a Response returned as is (better-auth's, a file's) gets them afterwards.
 */
export function apiHeaders(publicPaths: readonly string[]) {
  return createMiddleware(async (c, next) => {
    const personal = !publicPaths.includes(c.req.path);
    for (const [name, value] of API_SECURITY_HEADERS) c.header(name, value);
    if (personal) c.header('cache-control', 'no-store');
    await next();
    const headers = c.res.headers;
    if (!headers.has('x-content-type-options')) {
      for (const [name, value] of API_SECURITY_HEADERS) headers.set(name, value);
    }
    if (!personal) return;
    const chosen = headers.get('cache-control');
    if (chosen === null || chosen === 'no-cache') headers.set('cache-control', 'no-store');
  });
}
