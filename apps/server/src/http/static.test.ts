import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers.ts';
import { serveWebApp } from './static.ts';

let dist: string;
let web: Hono;
beforeAll(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'va-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"Votre assistant"}');
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1);');
  web = new Hono().use(securityHeaders()).use(serveWebApp(dist));
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('the installable app’s files', () => {
  it('serves the service worker as JavaScript, revalidated on every visit so that a new version is found', async () => {
    const response = await web.request('/sw.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('serves the web manifest with its own type, revalidated too', async () => {
    const response = await web.request('/manifest.webmanifest');
    expect(response.headers.get('content-type')).toBe('application/manifest+json');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('keeps hashed assets immutable and the page itself revalidated', async () => {
    const asset = await web.request('/assets/index-abc123.js');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const page = await web.request('/dashboard');
    expect(page.headers.get('cache-control')).toBe('no-cache');
  });

  it('lets this origin, and only it, provide the worker and the manifest', async () => {
    const csp = (await web.request('/')).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("worker-src 'self';");
    expect(csp).toContain("manifest-src 'self';");
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toContain('unsafe-eval');
  });
});
