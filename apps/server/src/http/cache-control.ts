import { createMiddleware } from 'hono/factory';

/**
 * `Cache-Control: no-store` on every /api answer (errors included) but the public ones: what
 * the API says is someone's (profile, answers, chat, notifications) and must stay out of shared
 * and browser caches. A route that chose its policy keeps it (photos: `private`, versioned URL);
 * `no-cache` (Hono's event streams) still allows storing, so it becomes no-store.
 */
export function noStoreOnApi(publicPaths: readonly string[]) {
  return createMiddleware(async (c, next) => {
    await next();
    if (publicPaths.includes(c.req.path)) return;
    const chosen = c.res.headers.get('cache-control');
    if (chosen === null || chosen === 'no-cache') c.res.headers.set('cache-control', 'no-store');
  });
}
