import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness/app.ts';
import { PASSWORD } from '../../test/harness/accounts.ts';
import { createUser } from '../../test/harness/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const SOME_ID = '00000000-0000-4000-8000-000000000000';
const PUBLIC = ['/api/health', '/api/config'];

/** Every GET route of the app, read from the router: a new one cannot be forgotten. */
function getRoutes(): string[] {
  const paths = t.app.routes
    .filter((route) => route.method === 'GET' && route.path.startsWith('/api/'))
    .map((route) =>
      route.path
        .replace(/:[a-zA-Z]+/g, SOME_ID)
        .replace(/\*$/, 'get-session')
        .replace(/(.)\/$/, '$1'),
    );
  return [...new Set(paths)];
}

async function headersOf(path: string, cookie: string | undefined) {
  const abort = new AbortController();
  const response = await t.app.request(path, {
    headers: cookie ? { cookie: `va.session_token=${cookie}` } : {},
    signal: abort.signal,
  });
  // Event streams never end by themselves.
  abort.abort();
  await response.body?.cancel().catch(() => undefined);
  return response.headers;
}

const cacheControlOf = async (path: string, cookie: string | undefined) =>
  (await headersOf(path, cookie)).get('cache-control');

describe('Cache-Control on the API', () => {
  it('is no-store on every personal answer, signed in or not, errors included; public ones keep theirs', async () => {
    const { browser } = await createUser(t);
    const cookie = browser.cookie('va.session_token');
    const routes = getRoutes();
    expect(routes).toEqual(expect.arrayContaining(['/api/profile', '/api/chat/history', '/api/notifications/stream']));
    for (const path of routes) {
      if (PUBLIC.includes(path) || path.startsWith('/api/photos/')) continue;
      for (const session of [cookie, undefined]) {
        expect({ path, signedIn: Boolean(session), value: await cacheControlOf(path, session) }).toEqual({
          path,
          signedIn: Boolean(session),
          value: 'no-store',
        });
      }
    }
    for (const path of ['/api/nothing-here', `/api/photos/${SOME_ID}`, '/api/profile?x=1']) {
      expect({ path, value: await cacheControlOf(path, cookie) }).toEqual({ path, value: 'no-store' });
    }
    for (const path of PUBLIC) expect(await cacheControlOf(path, undefined)).not.toBe('no-store');
  });

  it('is no-store on better-auth’s own answers too: a sign-in and its session', async () => {
    const { email } = await createUser(t, { password: PASSWORD });
    const browser = t.client();
    const signIn = await browser.post('/api/auth/sign-in/email', { email, password: PASSWORD });
    expect(signIn.status).toBe(200);
    expect(signIn.headers.get('cache-control')).toBe('no-store');
    const session = await browser.get('/api/auth/get-session');
    expect(session.status).toBe(200);
    expect(session.headers.get('cache-control')).toBe('no-store');
  });

  it('comes with the security headers of a JSON answer on every route, better-auth’s and errors included', async () => {
    const { browser } = await createUser(t);
    const cookie = browser.cookie('va.session_token');
    for (const path of [...getRoutes(), '/api/nothing-here', '/api/profile?x=1']) {
      for (const session of [cookie, undefined]) {
        const headers = await headersOf(path, session);
        expect({
          path,
          nosniff: headers.get('x-content-type-options'),
          csp: headers.get('content-security-policy'),
          frame: headers.get('x-frame-options'),
        }).toEqual({ path, nosniff: 'nosniff', csp: "default-src 'none'; frame-ancestors 'none'", frame: 'DENY' });
      }
    }
  });
});
