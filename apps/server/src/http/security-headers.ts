import { createHash } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import { secureHeaders } from 'hono/secure-headers';

/**
 * CSP without 'unsafe-inline' scripts: the one inline script of the web app (it sets the theme
 * before the first paint, in apps/web/index.html) is allowed by its hash, given by
 * `inlineScriptHashes()`. Inline styles stay allowed: Radix positions its popovers with style attributes. The service worker and the web
 * manifest come from this origin.
 */
export function securityHeaders(inlineScripts: readonly string[] = []) {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...inlineScripts],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      // The installable app: /sw.js and /manifest.webmanifest, from this origin only (ADR 0034).
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    xFrameOptions: 'DENY',
    xContentTypeOptions: 'nosniff',
    referrerPolicy: 'strict-origin-when-cross-origin',
    crossOriginEmbedderPolicy: false,
    permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
  });
}

/**
 * securityHeaders on pages and files; an /api answer gets the few that apply to JSON from
 * apiHeaders (http/cache-control.ts).
 */
export function pageSecurityHeaders(inlineScripts: readonly string[] = []) {
  const headers = securityHeaders(inlineScripts);
  return createMiddleware(async (c, next) => (c.req.path.startsWith('/api/') ? next() : headers(c, next)));
}

/** The CSP sources ('sha256-…') of a page's inline scripts (`<script>` without attributes), as the browser hashes them. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, code]) =>
      `'sha256-${createHash('sha256')
        .update(code ?? '')
        .digest('base64')}'`,
  );
}
