import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/harness/app.ts';
import { createUser } from '../../test/harness/factories.ts';
import { CROSS_SITE_ROUTES, STATE_CHANGING_METHODS } from './same-origin.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** Every state-changing route of the app as Hono holds it: a new route is in the table by itself. */
function stateChangingRoutes() {
  const routes = t.app.routes
    .filter((route) => STATE_CHANGING_METHODS.includes(route.method) && route.path.startsWith('/api/'))
    .map((route) => `${route.method} ${route.path}`);
  return [...new Set(routes)];
}

/** A path the route answers: its parameters filled in, better-auth's catch-all as sign-out. */
function concrete(route: string) {
  const [method = '', pattern = ''] = route.split(' ');
  const path = pattern
    .replace('/api/auth/*', '/api/auth/sign-out')
    .replace(':questionId', '1-1')
    .replace(/:\w+/g, randomUUID())
    .replace('*', 'x');
  return { method, path };
}

/** Routes whose request has no JSON body (a file, or nothing); every other one reads JSON only. */
const WITHOUT_JSON_BODY = [
  'POST /api/auth/*',
  'POST /api/profile/photo',
  'DELETE /api/profile/photo',
  'DELETE /api/chat/history',
  'POST /api/notifications/read-all',
  'DELETE /api/notifications/:id',
];

const routes = () => stateChangingRoutes().filter((route) => !CROSS_SITE_ROUTES.includes(route));

describe('CSRF: state-changing requests from another site', () => {
  it('finds the routes it checks', () => {
    expect(routes()).toEqual(
      expect.arrayContaining([
        'POST /api/auth/sign-in/email',
        'POST /api/auth/*',
        'POST /api/support',
        'POST /api/chat',
        'POST /api/notifications/read-all',
        'PUT /api/onboarding/answers/:questionId',
        'PATCH /api/settings',
        'DELETE /api/notifications/:id',
      ]),
    );
    for (const route of WITHOUT_JSON_BODY) expect(routes()).toContain(route);
  });

  it.each([
    ['another Origin', { origin: 'https://evil.example' }],
    ['a null Origin (a sandboxed frame)', { origin: 'null' }],
    ['a sibling site', { origin: 'https://localhost.evil.example' }],
    ['Sec-Fetch-Site cross-site without Origin', { origin: '', 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site same-site', { 'sec-fetch-site': 'same-site' }],
  ])('answers 403 on every route, with the cookie, for %s', async (_what, headers) => {
    const { browser } = await createUser(t);
    const refused: string[] = [];
    for (const route of routes()) {
      const { method, path } = concrete(route);
      // A text/plain body: what a page of another site can send without a preflight.
      const response = await browser.request(path, {
        method,
        headers: { ...headers, 'content-type': 'text/plain' },
        body: '{}',
      });
      if (response.status !== 403 || response.body.code !== 'FORBIDDEN') refused.push(`${route} → ${response.status}`);
    }
    expect(refused).toEqual([]);
  });

  it('changes nothing: a cross-site "mark all read" leaves the notifications unread', async () => {
    const { browser, userId } = await createUser(t, { welcome: true });
    const response = await browser.request('/api/notifications/read-all', {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'text/plain' },
    });
    expect(response.status).toBe(403);
    const rows = await t.db.select().from(notifications).where(eq(notifications.userId, userId));
    expect(rows.map((row) => row.read)).toEqual([false]);
  });

  it('lets every route through from the app itself, or from a client that is no browser', async () => {
    const passed: string[] = [];
    for (const route of routes()) {
      for (const headers of [{ 'sec-fetch-site': 'same-origin' }, { origin: '' }] as Record<string, string>[]) {
        // better-auth refuses by itself a request that carries its cookie and no Origin.
        if (route === 'POST /api/auth/*' && headers.origin === '') continue;
        // A user of its own: sign-out ends the session.
        const { browser } = await createUser(t);
        const { method, path } = concrete(route);
        const response = await browser.request(path, { method, json: {}, headers });
        if (response.status === 403) passed.push(`${route} ${JSON.stringify(headers)} → 403`);
      }
    }
    expect(passed).toEqual([]);
  });

  it('leaves Google’s answer to a sign-in to the OAuth state', () => {
    expect(stateChangingRoutes()).toContain('POST /api/auth/*');
    expect(CROSS_SITE_ROUTES).toEqual(['POST /api/auth/callback/google']);
  });
});

describe('JSON routes read JSON only', () => {
  it('answers 415 to a same-origin text/plain or form body on every JSON route', async () => {
    const jsonRoutes = routes().filter((route) => !WITHOUT_JSON_BODY.includes(route));
    expect(jsonRoutes.length).toBeGreaterThan(8);
    const accepted: string[] = [];
    for (const route of jsonRoutes) {
      for (const type of ['text/plain', 'application/x-www-form-urlencoded', undefined]) {
        const { browser } = await createUser(t);
        const { method, path } = concrete(route);
        const headers: Record<string, string> = type ? { 'content-type': type } : {};
        const response = await browser.request(path, { method, headers, body: '{"message":"bonjour"}' });
        if (response.status !== 415 || response.body.code !== 'UNSUPPORTED_MEDIA_TYPE') {
          accepted.push(`${route} ${type ?? '(no type)'} → ${response.status}`);
        }
      }
    }
    expect(accepted).toEqual([]);
  });

  it('still reads application/json with a charset, and a vendor JSON type', async () => {
    const { browser } = await createUser(t);
    for (const type of ['application/json; charset=utf-8', 'application/merge-patch+json']) {
      const response = await browser.request('/api/settings', {
        method: 'PATCH',
        headers: { 'content-type': type },
        body: JSON.stringify({ theme: 'dark' }),
      });
      expect({ type, status: response.status }).toEqual({ type, status: 200 });
    }
  });
});
