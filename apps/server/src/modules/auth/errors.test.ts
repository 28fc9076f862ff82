import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, outboxMessages, profiles, sessions, users, verifications } from '../../db/schema/index.ts';
import { newAccount, PASSWORD } from '../../../test/harness/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/harness/app.ts';
import { SESSION_COOKIE } from '../../../test/harness/client.ts';

let t: TestApp;
/** An account that exists, for the cases that need one. */
const existing = newAccount();

beforeAll(async () => {
  t = await createTestApp();
  expect((await t.client().post('/api/auth/sign-up/email', existing)).status).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

async function rowCounts() {
  const tables = { users, profiles, accounts, sessions, verifications, outboxMessages };
  const entries = await Promise.all(
    Object.entries(tables).map(async ([name, table]) => [name, await t.countRows(table)] as const),
  );
  return Object.fromEntries(entries);
}

const fresh = () => newAccount();

type Case = [what: string, path: string, body: () => Record<string, unknown>, status: number, code: string];
const cases: Case[] = [
  [
    'sign-up without e-mail',
    '/api/auth/sign-up/email',
    () => ({ ...fresh(), email: undefined }),
    400,
    'EMAIL_REQUIRED',
  ],
  [
    'sign-up with a blank e-mail',
    '/api/auth/sign-up/email',
    () => ({ ...fresh(), email: '   ' }),
    400,
    'EMAIL_REQUIRED',
  ],
  ['sign-up with e-mail "abc"', '/api/auth/sign-up/email', () => ({ ...fresh(), email: 'abc' }), 400, 'EMAIL_INVALID'],
  [
    'sign-up with a blank first name',
    '/api/auth/sign-up/email',
    () => ({ ...fresh(), firstname: '  ' }),
    400,
    'FIELDS_REQUIRED',
  ],
  [
    'sign-up without last name',
    '/api/auth/sign-up/email',
    () => ({ ...fresh(), lastname: undefined }),
    400,
    'FIELDS_REQUIRED',
  ],
  [
    'sign-up with a weak password',
    '/api/auth/sign-up/email',
    () => ({ ...fresh(), password: 'motdepasse1' }),
    400,
    'WEAK_PASSWORD',
  ],
  [
    'sign-up with an unknown user type',
    '/api/auth/sign-up/email',
    () => ({ ...fresh(), userType: 'admin' }),
    400,
    'INVALID_INPUT',
  ],
  [
    'sign-up with a taken e-mail',
    '/api/auth/sign-up/email',
    () => ({ ...fresh(), email: existing.email.toUpperCase() }),
    422,
    'EMAIL_TAKEN',
  ],
  ['sign-in without e-mail', '/api/auth/sign-in/email', () => ({ password: PASSWORD }), 400, 'EMAIL_REQUIRED'],
  [
    'sign-in with e-mail "abc"',
    '/api/auth/sign-in/email',
    () => ({ email: 'abc', password: PASSWORD }),
    400,
    'EMAIL_INVALID',
  ],
  ['sign-in without password', '/api/auth/sign-in/email', () => ({ email: existing.email }), 400, 'PASSWORD_REQUIRED'],
  [
    'sign-in with a wrong password',
    '/api/auth/sign-in/email',
    () => ({ email: existing.email, password: 'Mauvais1!' }),
    401,
    'INVALID_CREDENTIALS',
  ],
  [
    'sign-in with an unknown e-mail',
    '/api/auth/sign-in/email',
    () => ({ email: 'personne@example.fr', password: PASSWORD }),
    401,
    'INVALID_CREDENTIALS',
  ],
  [
    'reset request with e-mail "abc"',
    '/api/auth/request-password-reset',
    () => ({ email: 'abc' }),
    400,
    'EMAIL_INVALID',
  ],
  [
    'reset with a weak password',
    '/api/auth/reset-password',
    () => ({ token: 'a-token', newPassword: 'court' }),
    400,
    'WEAK_PASSWORD',
  ],
  [
    'reset with a bogus token',
    '/api/auth/reset-password',
    () => ({ token: 'bogus', newPassword: 'Nouveau2?mdp' }),
    400,
    'RESET_TOKEN_INVALID',
  ],
  [
    'reset without token',
    '/api/auth/reset-password',
    () => ({ newPassword: 'Nouveau2?mdp' }),
    400,
    'RESET_TOKEN_INVALID',
  ],
  [
    'Google sign-in when Google is not configured',
    '/api/auth/sign-in/social',
    () => ({ provider: 'google' }),
    400,
    'GOOGLE_FAILED',
  ],
  ['better-auth update-user (not used by the app)', '/api/auth/update-user', () => ({ name: 'X' }), 404, 'NOT_FOUND'],
  ['better-auth delete-user (not used by the app)', '/api/auth/delete-user', () => ({}), 404, 'NOT_FOUND'],
  [
    'better-auth change-email (not used by the app)',
    '/api/auth/change-email',
    () => ({ newEmail: 'x@example.fr' }),
    404,
    'NOT_FOUND',
  ],
];

describe('refused auth requests', () => {
  it.each(cases.map(([what, path, body, status, code]) => ({ what, path, body, status, code })))(
    '$what → $status $code, and nothing changes',
    async ({ path, body, status, code }) => {
      const browser = t.client();
      // Signed in, so that an endpoint outside the allow-list would have a session to act on.
      expect(
        (await browser.post('/api/auth/sign-in/email', { email: existing.email, password: PASSWORD })).status,
      ).toBe(200);
      const before = await rowCounts();

      const response = await browser.post(path, body());

      expect({ status: response.status, body: response.body }).toEqual({ status, body: { code } });
      expect(response.setCookies.filter((line) => line.startsWith(`${SESSION_COOKIE}=`))).toEqual([]);
      expect(await rowCounts()).toEqual(before);
    },
  );

  it('refuses GET endpoints outside the allow-list too', async () => {
    const browser = t.client();
    await browser.post('/api/auth/sign-in/email', { email: existing.email, password: PASSWORD });
    for (const path of [
      '/api/auth/list-sessions',
      '/api/auth/list-accounts',
      '/api/auth/reset-password/some-token?callbackURL=/',
    ]) {
      const response = await browser.get(path);
      expect({ path, status: response.status, body: response.body }).toEqual({
        path,
        status: 404,
        body: { code: 'NOT_FOUND' },
      });
    }
  });

  it('refuses a sign-in posted from another origin (CSRF), even without cookies', async () => {
    const before = await rowCounts();
    const response = await t
      .client()
      .post(
        '/api/auth/sign-in/email',
        { email: existing.email, password: PASSWORD },
        { origin: 'https://evil.example' },
      );
    expect(response.status).toBe(403);
    expect(response.setCookies).toEqual([]);
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses a sign-out posted from another origin by a signed-in browser', async () => {
    const browser = t.client();
    await browser.post('/api/auth/sign-in/email', { email: existing.email, password: PASSWORD });
    const response = await browser.post('/api/auth/sign-out', {}, { origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect((await browser.get('/api/profile')).status).toBe(200);
  });

  it('answers 401 UNAUTHORIZED on a protected route without a session', async () => {
    const response = await t.client().get('/api/profile');
    expect({ status: response.status, body: response.body }).toEqual({ status: 401, body: { code: 'UNAUTHORIZED' } });
  });

  it('answers 404 NOT_FOUND on an unknown /api path (401 first without a session)', async () => {
    const browser = t.client();
    expect((await browser.get('/api/nothing-here')).body).toEqual({ code: 'UNAUTHORIZED' });
    await browser.post('/api/auth/sign-in/email', { email: existing.email, password: PASSWORD });
    const response = await browser.get('/api/nothing-here');
    expect({ status: response.status, body: response.body }).toEqual({ status: 404, body: { code: 'NOT_FOUND' } });
  });
});

describe('GET /api/config', () => {
  it('says Google is off and there is no support address by default', async () => {
    const response = await t.client().get('/api/config');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ googleEnabled: false, supportEmail: null });
  });

  it('says Google is on when configured, and Google sign-in then starts', async () => {
    const withGoogle = await createTestApp({
      database: t.database,
      smtp: t.smtp,
      config: {
        google: { clientId: 'client-id.apps.googleusercontent.com', clientSecret: 'secret' },
        supportEmail: 'aide@example.fr',
      },
    });
    try {
      const browser = withGoogle.client();
      const config = await browser.get('/api/config');
      expect(config.body).toEqual({ googleEnabled: true, supportEmail: 'aide@example.fr' });
      // No secret reaches the browser.
      expect(JSON.stringify(config.body)).not.toContain('secret');

      const start = await browser.post<{ url: string; redirect: boolean }>('/api/auth/sign-in/social', {
        provider: 'google',
      });
      expect(start.status).toBe(200);
      const url = new URL(start.body.url);
      expect(url.origin).toBe('https://accounts.google.com');
      expect(url.searchParams.get('client_id')).toBe('client-id.apps.googleusercontent.com');
      expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:3000/api/auth/callback/google');
      expect(url.searchParams.get('access_type')).toBe('offline');
      expect(url.searchParams.get('prompt')).toBe('consent');
      expect(url.searchParams.get('scope')?.split(' ')).toEqual(expect.arrayContaining(['email', 'profile']));
    } finally {
      await withGoogle.close();
    }
  });
});
