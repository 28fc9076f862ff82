import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_DATA_DIR, E2E_LLM_KEY } from '../support/server';

test('pages carry the security headers: CSP without inline scripts, no framing, nosniff', async ({ request }) => {
  const response = await request.get('/');
  const headers = response.headers();
  const csp = headers['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(csp).toContain("frame-ancestors 'none'");
  // The installable app's worker and manifest, from this origin only (ADR 0034).
  expect(csp).toContain("worker-src 'self'");
  expect(csp).toContain("manifest-src 'self'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
});

test('the JavaScript sent to the browser holds no secret', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const secret = readFileSync(path.join(E2E_DATA_DIR, 'auth-secret'), 'utf8').trim();
  const scripts = new Set([...html.matchAll(/src="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!));
  expect(scripts.size).toBeGreaterThan(0);
  // Follow the lazily loaded chunks too, from the entry's imports.
  const seen = new Set<string>();
  const queue = [...scripts];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = await (await request.get(file)).text();
    expect(code, file).not.toContain(secret);
    expect(code, file).not.toContain(E2E_LLM_KEY);
    expect(code, file).not.toMatch(/AUTH_SECRET|GOOGLE_CLIENT_SECRET|SMTP_URL|BEGIN [A-Z ]*PRIVATE KEY/);
    for (const match of code.matchAll(/["'(/]assets\/([\w.-]+\.js)/g)) queue.push(`/assets/${match[1]}`);
  }
  expect(seen.size).toBeGreaterThan(3);
});
