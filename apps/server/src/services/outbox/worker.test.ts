import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { newAccount } from '../../../test/harness/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/harness/app.ts';
import { outboxRowFor } from '../../../test/harness/outbox.ts';
import { sleep, waitFor } from '../../../test/harness/wait.ts';
import { startWebhookReceiver, type WebhookCall, type WebhookReceiver } from '../../../test/harness/webhooks.ts';

let t: TestApp;
let receiver: WebhookReceiver;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  t = await createTestApp({
    config: {
      webhooks: { registration: receiver.url('/registration'), passwordReset: receiver.url('/password-reset') },
    },
  });
});
afterEach(() => receiver.fail(0));
afterAll(async () => {
  await t?.close();
  await receiver?.close();
});

const about = (path: string, email: string) => (call: WebhookCall) =>
  call.path === path && (call.body as { email?: string }).email === email;

const outboxRow = (kind: Parameters<typeof outboxRowFor>[1], email: string) => outboxRowFor(t.db, kind, email);

/** Several poll intervals: long enough for a wrong extra delivery to show up. */
const quietPeriod = () => sleep(t.config.outbox.pollIntervalMs * 6);

describe('outbox: webhooks', () => {
  it('posts the registration webhook with exactly the spec fields', async () => {
    const account = newAccount({
      email: 'Ines.Roux@Example.fr',
      firstname: 'Inès',
      lastname: 'Roux',
      userType: 'freelance',
    });
    expect((await t.client().post('/api/auth/sign-up/email', account)).status).toBe(200);

    const [call] = await receiver.waitForCalls(about('/registration', 'ines.roux@example.fr'), 1);
    const [user] = await t.db.select().from(users).where(eq(users.email, 'ines.roux@example.fr'));
    expect(call!.body).toEqual({
      firstName: 'Inès',
      lastName: 'Roux',
      email: 'ines.roux@example.fr',
      userType: 'freelance',
      registrationDate: user!.createdAt.toISOString(),
    });
    expect((call!.body as { registrationDate: string }).registrationDate).toMatch(
      /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/,
    );
    await quietPeriod();
    expect(receiver.calls.filter(about('/registration', 'ines.roux@example.fr'))).toHaveLength(1);
  });

  it('posts the password-reset webhook when a reset is requested', async () => {
    const account = newAccount();
    expect((await t.client().post('/api/auth/sign-up/email', account)).status).toBe(200);
    const requestedAt = Date.now();
    expect((await t.client().post('/api/auth/request-password-reset', { email: account.email })).status).toBe(200);

    const [call] = await receiver.waitForCalls(about('/password-reset', account.email), 1);
    expect(call!.body).toEqual({
      event: 'password_reset_requested',
      email: account.email,
      timestamp: expect.any(String),
    });
    const timestamp = Date.parse((call!.body as { timestamp: string }).timestamp);
    expect(timestamp).toBeGreaterThanOrEqual(requestedAt - 1000);
    expect(timestamp).toBeLessThanOrEqual(Date.now());
  });

  it('retries after a failure, with growing delays, and delivers once', async () => {
    receiver.fail(2);
    const account = newAccount();
    expect((await t.client().post('/api/auth/sign-up/email', account)).status).toBe(200);

    const calls = await receiver.waitForCalls(about('/registration', account.email), 3);
    expect(calls.map((call) => call.status)).toEqual([500, 500, 200]);
    const base = t.config.outbox.baseDelayMs;
    expect(calls[1]!.at - calls[0]!.at).toBeGreaterThanOrEqual(base);
    expect(calls[2]!.at - calls[1]!.at).toBeGreaterThanOrEqual(2 * base);

    const row = await waitFor(async () => {
      const current = await outboxRow('registration_webhook', account.email);
      return current?.status === 'sent' ? current : undefined;
    });
    expect(row).toMatchObject({ status: 'sent', attempts: 3, lastError: null, lockedUntil: null });
    expect(row.sentAt).toBeInstanceOf(Date);
    await quietPeriod();
    expect(receiver.calls.filter(about('/registration', account.email))).toHaveLength(3);
  });

  it('gives up after the first attempt and 3 retries, and never tries again', async () => {
    receiver.fail('always');
    const account = newAccount();
    expect((await t.client().post('/api/auth/sign-up/email', account)).status).toBe(200);

    const row = await waitFor(async () => {
      const current = await outboxRow('registration_webhook', account.email);
      return current?.status === 'failed' ? current : undefined;
    });
    expect(row).toMatchObject({
      status: 'failed',
      attempts: 4,
      lastError: 'registration_webhook: HTTP 500',
      sentAt: null,
    });
    await quietPeriod();
    t.worker!.kick();
    await quietPeriod();
    expect(receiver.calls.filter(about('/registration', account.email)).map((call) => call.status)).toEqual([
      500, 500, 500, 500,
    ]);
    expect((await outboxRow('registration_webhook', account.email))?.attempts).toBe(4);
  });

  it('keeps other messages flowing while one keeps failing', async () => {
    receiver.fail('always');
    const failing = newAccount();
    expect((await t.client().post('/api/auth/sign-up/email', failing)).status).toBe(200);
    // The welcome e-mail of the same sign-up goes out regardless.
    const mail = await t.smtp.waitForMail((message) => message.envelopeTo.includes(failing.email));
    expect(mail.subject).toBe('Bienvenue sur Votre assistant');
    await waitFor(async () => (await outboxRow('email', failing.email))?.status === 'sent');
  });
});
