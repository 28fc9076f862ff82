import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chatMessages,
  onboardingResponses,
  outboxMessages,
  supportRequests,
  users,
  verifications,
} from '../db/schema/index.ts';
import { newAccount, NEW_PASSWORD, PASSWORD } from '../../test/harness/accounts.ts';
import { createTestApp, type TestApp } from '../../test/harness/app.ts';
import type { TestClient } from '../../test/harness/client.ts';
import { createUser } from '../../test/harness/factories.ts';
import { serveWebApp } from './static.ts';

let t: TestApp;
let signedIn: TestClient;
beforeAll(async () => {
  t = await createTestApp({ config: { supportEmail: 'support@votre-assistant.test' } });
  signedIn = (await createUser(t)).browser;
});
afterAll(async () => {
  await t?.close();
});

/** The three kinds of text PostgreSQL refuses or that no keyboard types (ADR 0018). */
const BAD_TEXT = { nul: 'Mon\u0000message', 'lone surrogate': 'Mon message \uD83D', 'lone low': '\uDE00 fin' };
/** A marker in every refused value: it must never reach a log line. */
const MARKER = 'Mon message';
const SUPPORT = { name: 'Léa Martin', email: 'lea@example.fr', subject: 'Objet', message: 'Bonjour' };

interface Case {
  what: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  json?: unknown;
  /** The user's session is sent (the anonymous browser otherwise). */
  session?: boolean;
}

/** Every endpoint that takes text, per field, with each bad kind of text. */
function textCases(bad: string): Case[] {
  return [
    {
      what: 'sign-up firstname',
      method: 'POST',
      path: '/api/auth/sign-up/email',
      json: newAccount({ firstname: bad }),
    },
    { what: 'sign-up lastname', method: 'POST', path: '/api/auth/sign-up/email', json: newAccount({ lastname: bad }) },
    {
      what: 'sign-up e-mail',
      method: 'POST',
      path: '/api/auth/sign-up/email',
      json: newAccount({ email: `a${bad}@example.fr` }),
    },
    {
      what: 'sign-up password',
      method: 'POST',
      path: '/api/auth/sign-up/email',
      json: newAccount({ password: `${PASSWORD}${bad}` }),
    },
    {
      what: 'sign-in e-mail',
      method: 'POST',
      path: '/api/auth/sign-in/email',
      json: { email: `a${bad}@example.fr`, password: PASSWORD },
    },
    {
      what: 'reset request e-mail',
      method: 'POST',
      path: '/api/auth/request-password-reset',
      json: { email: `a${bad}@example.fr` },
    },
    {
      what: 'reset token',
      method: 'POST',
      path: '/api/auth/reset-password',
      json: { token: `tok${bad}`, newPassword: NEW_PASSWORD },
    },
    { what: 'support name', method: 'POST', path: '/api/support', json: { ...SUPPORT, name: bad } },
    { what: 'support subject', method: 'POST', path: '/api/support', json: { ...SUPPORT, subject: bad } },
    { what: 'support message', method: 'POST', path: '/api/support', json: { ...SUPPORT, message: bad } },
    { what: 'support key', method: 'POST', path: '/api/support', json: { ...SUPPORT, [bad]: 'x' } },
    {
      what: 'onboarding text answer',
      method: 'PUT',
      path: '/api/onboarding/answers/1-2',
      json: { text: bad },
      session: true,
    },
    {
      what: 'onboarding choice',
      method: 'PUT',
      path: '/api/onboarding/answers/1-1',
      json: { choices: [bad] },
      session: true,
    },
    { what: 'chat message', method: 'POST', path: '/api/chat', json: { message: bad }, session: true },
  ];
}

/** Paths and queries: escapes decoded into NUL or a lone surrogate, malformed escapes, impossible days. */
const URL_CASES: Case[] = [
  { what: 'dashboard day 0000', method: 'GET', path: '/api/dashboard?today=0000-01-01', session: true },
  { what: 'dashboard day 99999', method: 'GET', path: '/api/dashboard?today=99999-01-01', session: true },
  { what: 'dashboard day with NUL', method: 'GET', path: '/api/dashboard?today=2026-01-01%00', session: true },
  { what: 'dashboard malformed escape', method: 'GET', path: '/api/dashboard?today=%', session: true },
  { what: 'notification filter NUL', method: 'GET', path: '/api/notifications?filter=%00', session: true },
  { what: 'notification id NUL', method: 'PATCH', path: '/api/notifications/%00', json: { read: true }, session: true },
  {
    what: 'onboarding question NUL',
    method: 'PUT',
    path: '/api/onboarding/answers/1-2%00',
    json: { text: 'x' },
    session: true,
  },
  {
    what: 'onboarding question surrogate',
    method: 'PUT',
    path: '/api/onboarding/answers/%ED%A0%80',
    json: { text: 'x' },
    session: true,
  },
  { what: 'photo id NUL', method: 'GET', path: '/api/photos/%00' },
  { what: 'photo id malformed escape', method: 'GET', path: '/api/photos/%' },
  { what: 'api malformed escape', method: 'GET', path: '/api/%' },
  { what: 'better-auth callback state NUL', method: 'GET', path: '/api/auth/callback/google?state=%00&code=x' },
  { what: 'better-auth query key NUL', method: 'GET', path: '/api/auth/get-session?%00=1' },
];

const STORED = { users, supportRequests, onboardingResponses, chatMessages, outboxMessages, verifications };

async function countAll() {
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(STORED)) counts[name] = await t.countRows(table);
  return counts;
}

async function send(testCase: Case) {
  const client = testCase.session ? signedIn : t.client();
  return client.request(testCase.path, { method: testCase.method, json: testCase.json });
}

describe('hostile text, paths and days: 4xx with a code, nothing stored, nothing logged', () => {
  it.each(Object.entries(BAD_TEXT))('refuses a %s in every text field with 400 INVALID_INPUT', async (_, bad) => {
    const before = await countAll();
    for (const testCase of textCases(bad)) {
      const response = await send(testCase);
      expect({ what: testCase.what, status: response.status, body: response.body }).toEqual({
        what: testCase.what,
        status: 400,
        body: { code: 'INVALID_INPUT' },
      });
    }
    expect(await countAll()).toEqual(before);
    expect(t.logs.leaks([MARKER, bad])).toEqual([]);
  });

  it('refuses bad paths, queries and days with a 4xx and a code, never a 500', async () => {
    const before = await countAll();
    for (const testCase of URL_CASES) {
      const response = await send(testCase);
      expect({ what: testCase.what, status: response.status, code: typeof response.body?.code }).toEqual({
        what: testCase.what,
        status: expect.toSatisfy((status: number) => status >= 400 && status < 500) as number,
        code: 'string',
      });
    }
    expect(await countAll()).toEqual(before);
    expect(t.logs.lines.filter((line) => line.includes('"level":50'))).toEqual([]);
  });

  it('still accepts French text and emoji (surrogate pairs) in the same fields', async () => {
    const response = await signedIn.request('/api/onboarding/answers/1-2', {
      method: 'PUT',
      json: { text: 'Ça m’a « vraiment » aidé 😀' },
    });
    expect(response.status).toBe(200);
  });
});

describe('the web app’s static files', () => {
  let dist: string;
  let web: Hono;
  beforeAll(() => {
    dist = mkdtempSync(path.join(tmpdir(), 'va-dist-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>app</title>');
    web = new Hono().use(serveWebApp(dist));
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it.each(['/%', '/assets/%E0%A4%A', '/%00', '/page%00.html', '/%ED%A0%80'])(
    'answers 400 to %s, not 500',
    async (url) => {
      expect((await web.request(url)).status).toBe(400);
    },
  );

  it('still serves the app for ordinary paths, encoded ones included', async () => {
    expect((await web.request('/dashboard')).status).toBe(200);
    expect((await web.request('/r%C3%A9glages')).status).toBe(200);
  });
});
