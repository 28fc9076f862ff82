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

async function cacheControlOf(path: string, cookie: string | undefined) {
  const abort = new AbortController();
  const response = await t.app.request(path, {
    headers: cookie ? { cookie: `va.session_token=${cookie}` } : {},
    signal: abort.signal,
  });
  const value = response.headers.get('cache-control');
  // Event streams never end by themselves.
  abort.abort();
  await response.body?.cancel().catch(() => undefined);
  return value;
}

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
});
