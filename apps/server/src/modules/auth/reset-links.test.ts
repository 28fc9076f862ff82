import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedResetIdentifier } from '../../auth.ts';
import { verifications } from '../../db/schema/index.ts';
import { newAccount, NEW_PASSWORD, PASSWORD } from '../../../test/harness/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/harness/app.ts';
import { SESSION_COOKIE } from '../../../test/harness/client.ts';
import { waitFor } from '../../../test/harness/wait.ts';

const LINK = /\/reset-password\?token=([A-Za-z0-9_-]+)/g;

/** Every reset token in a text (an e-mail, quoted-printable or not). */
const tokensIn = (text: string) =>
  [
    ...text
      .replace(/=\r?\n/g, '')
      .replace(/=3D/gi, '=')
      .matchAll(LINK),
  ].map((match) => match[1]!);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** A signed-up account and the reset tokens of `links` requests, in the order they were asked. */
async function accountWithLinks(links: number) {
  const account = newAccount();
  const browser = t.client();
  expect((await browser.post('/api/auth/sign-up/email', account)).status).toBe(200);
  const tokens: string[] = [];
  for (let index = 0; index < links; index++) {
    expect((await t.client().post('/api/auth/request-password-reset', { email: account.email })).status).toBe(200);
    const mail = await t.smtp.waitForMail(
      (mail) => mail.envelopeTo.includes(account.email) && tokensIn(mail.text).some((token) => !tokens.includes(token)),
    );
    tokens.push(tokensIn(mail.text).find((token) => !tokens.includes(token))!);
  }
  return { account, browser, tokens };
}

const check = async (token: string) =>
  (await t.client().get(`/api/auth/reset-password/check?token=${encodeURIComponent(token)}`)).body;
const reset = async (token: string, newPassword = NEW_PASSWORD) => {
  const response = await t.client().post('/api/auth/reset-password', { token, newPassword });
  return { status: response.status, body: response.body };
};

describe('reset links', () => {
  it('using the newer link makes the older one invalid', async () => {
    const { tokens } = await accountWithLinks(2);
    const [older, newer] = tokens as [string, string];
    expect(await check(older)).toEqual({ valid: true });
    expect(await check(newer)).toEqual({ valid: true });

    expect(await reset(newer)).toEqual({ status: 200, body: { status: true } });

    expect(await check(older)).toEqual({ valid: false });
    expect(await check(newer)).toEqual({ valid: false });
    expect(await reset(older, 'Encore3!mdp')).toEqual({ status: 400, body: { code: 'RESET_TOKEN_INVALID' } });
  });

  it('changing the password while signed in makes every outstanding link invalid', async () => {
    const { account, browser, tokens } = await accountWithLinks(1);
    const [token] = tokens as [string];
    // Another user's link is not touched.
    const other = await accountWithLinks(1);

    await t.auth.api.changePassword({
      body: { currentPassword: account.password, newPassword: NEW_PASSWORD },
      headers: new Headers({ cookie: `${SESSION_COOKIE}=${browser.cookie(SESSION_COOKIE)}` }),
    });
    const signIn = await t.client().post('/api/auth/sign-in/email', { email: account.email, password: NEW_PASSWORD });
    expect(signIn.status).toBe(200);

    expect(await check(token)).toEqual({ valid: false });
    expect(await reset(token, 'Encore3!mdp')).toEqual({ status: 400, body: { code: 'RESET_TOKEN_INVALID' } });
    expect(await check(other.tokens[0]!)).toEqual({ valid: true });
  });

  it('stores a hash of the token, never the token', async () => {
    const { tokens } = await accountWithLinks(1);
    const [token] = tokens as [string];
    const rows = await t.db.select().from(verifications);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows.map((row) => row.identifier)).toContain(storedResetIdentifier(token));
  });

  it('the check answers false for an unknown or expired link, and the code for a malformed one', async () => {
    const { tokens } = await accountWithLinks(1);
    const [token] = tokens as [string];
    expect(await check('AbCdEfGhIjKlMnOpQrStUv12')).toEqual({ valid: false });

    await t.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.identifier, storedResetIdentifier(token)));
    expect(await check(token)).toEqual({ valid: false });
    expect(await reset(token)).toEqual({ status: 400, body: { code: 'RESET_TOKEN_INVALID' } });

    const malformed = await t.client().get('/api/auth/reset-password/check?token=a%3Cb%3E');
    expect({ status: malformed.status, body: malformed.body }).toEqual({
      status: 400,
      body: { code: 'RESET_TOKEN_INVALID' },
    });
    // A NUL is refused by the input hygiene of every /api URL, before the route (ADR 0018).
    const withNul = await t.client().get('/api/auth/reset-password/check?token=a%00b');
    expect({ status: withNul.status, body: withNul.body }).toEqual({ status: 400, body: { code: 'INVALID_INPUT' } });
    const missing = await t.client().get('/api/auth/reset-password/check');
    expect(missing.status).toBe(400);
  });
});

describe('the log of a whole reset flow (no SMTP_URL: the .eml files)', () => {
  it('never holds the token', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'trace', base: undefined }, { write: (line: string) => lines.push(line) });
    const dataDir = mkdtempSync(path.join(tmpdir(), 'va-reset-log-'));
    const app = await createTestApp({ logger, config: { smtpUrl: undefined, dataDir } });
    try {
      const account = newAccount();
      expect((await app.client().post('/api/auth/sign-up/email', account)).status).toBe(200);
      expect((await app.client().post('/api/auth/request-password-reset', { email: account.email })).status).toBe(200);
      const mailDir = path.join(dataDir, 'mail');
      const token = await waitFor(
        () => {
          const files = (() => {
            try {
              return readdirSync(mailDir);
            } catch {
              return [];
            }
          })();
          return files.flatMap((file) => tokensIn(readFileSync(path.join(mailDir, file), 'utf8')))[0];
        },
        { what: 'the reset e-mail in DATA_DIR/mail', timeoutMs: 30_000 },
      );
      const anonymous = app.client();
      expect((await anonymous.get(`/api/auth/reset-password/check?token=${token}`)).body).toEqual({ valid: true });
      expect((await anonymous.post('/api/auth/reset-password', { token, newPassword: NEW_PASSWORD })).status).toBe(200);
      expect((await anonymous.post('/api/auth/reset-password', { token, newPassword: PASSWORD })).status).toBe(400);
      expect((await anonymous.get(`/api/auth/reset-password/check?token=${token}`)).body).toEqual({ valid: false });

      // The log was captured (the e-mails were logged), and none of its lines holds the token.
      expect(lines.some((line) => line.includes('e-mail written to file'))).toBe(true);
      expect(lines.filter((line) => line.includes(token))).toEqual([]);
    } finally {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
    // A second app and its database: more than the default timeout on a busy machine.
  }, 120_000);
});
