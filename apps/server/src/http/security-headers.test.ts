import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import { inlineScriptHashes, securityHeaders } from './security-headers.ts';
import { webAppInlineScripts } from './static.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the inline script of the web app', () => {
  it('is hashed as the browser hashes it: exactly what is between the tags', () => {
    // printf 'alert(1)' | openssl dgst -sha256 -binary | base64
    expect(inlineScriptHashes('<head><script>alert(1)</script></head>')).toEqual([
      "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='",
    ]);
    expect(inlineScriptHashes('<script>\n  document.body.dataset.ready = "1";\n</script>')).toEqual([
      "'sha256-5sIRUO2mpUkWNod6JveCMrxzLEkwGrRjrOEDciBO+uY='",
    ]);
    // A script loaded from a file is covered by 'self', not by a hash.
    expect(inlineScriptHashes('<script type="module" src="/assets/index.js"></script>')).toEqual([]);
  });

  it("is allowed by its hash in the built app's CSP, and nothing else inline is", async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'va-dist-'));
    dirs.push(dist);
    writeFileSync(path.join(dist, 'index.html'), '<html><head><script>alert(1)</script></head></html>');
    const app = new Hono().use(securityHeaders(webAppInlineScripts(dist))).get('/', (c) => c.text('ok'));
    const csp = (await app.request('/')).headers.get('content-security-policy') ?? '';
    const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src'));
    expect(scriptSrc?.trim()).toBe("script-src 'self' 'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
  });

  it('leaves only the app’s own scripts allowed before the app is built', async () => {
    const app = new Hono()
      .use(securityHeaders(webAppInlineScripts(path.join(tmpdir(), 'va-no-such-dist'))))
      .get('/', (c) => c.text('ok'));
    expect((await app.request('/')).headers.get('content-security-policy')).toContain("script-src 'self';");
  });
});
