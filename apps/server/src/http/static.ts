import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { MiddlewareHandler } from 'hono';
import { hasUnsafeCharacters } from '@va/core/text';
import { inlineScriptHashes } from './security-headers.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * Serves the built web app: files under dist as they are (hashed assets cached for a year),
 * any other GET that is not /api gets index.html so the router can take it (SPA fallback).
 */
export function serveWebApp(distDir: string): MiddlewareHandler {
  const indexFile = path.join(distDir, 'index.html');
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    if (c.req.path.startsWith('/api/')) return next();
    const decoded = decodedPath(c.req.path);
    // A malformed escape (`/%`) or a NUL names no file and no page of the app.
    if (decoded === null || hasUnsafeCharacters(decoded)) return c.text('Bad Request', 400);
    const relative = decoded.replace(/^\/+/, '');
    const file = path.resolve(distDir, relative);
    const inside = file.startsWith(distDir + path.sep);
    if (inside && existsSync(file) && statSync(file).isFile()) {
      const immutable = relative.startsWith('assets/');
      return c.body(readFileSync(file), 200, {
        'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
        'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      });
    }
    if (path.extname(relative) && relative.startsWith('assets/')) return c.notFound();
    if (!existsSync(indexFile)) {
      return c.text('The web app is not built yet: run `npm run build` (npm start does it for you).', 503);
    }
    return c.html(readFileSync(indexFile, 'utf8'), 200, { 'cache-control': 'no-cache' });
  };
}

function decodedPath(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

/** The CSP hashes of the built app's inline scripts (none before the app is built). Read at start. */
export function webAppInlineScripts(distDir: string): string[] {
  const indexFile = path.join(distDir, 'index.html');
  return existsSync(indexFile) ? inlineScriptHashes(readFileSync(indexFile, 'utf8')) : [];
}
