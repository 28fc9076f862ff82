import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../db/schema/index.ts';
import { newAccount } from '../../../test/harness/accounts.ts';
import { createTestApp, type TestAppOptions } from '../../../test/harness/app.ts';
import { outboxRowFor } from '../../../test/harness/outbox.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/harness/database.ts';
import { startSmtpCatcher, type SmtpCatcher } from '../../../test/harness/smtp.ts';
import { waitFor } from '../../../test/harness/wait.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../../../test/harness/webhooks.ts';

// A database that survives closing (PGlite on disk, or a PostgreSQL database): each test stops
// a server and starts a new one on the same data, as a restart would.
let database: TestDatabase;
let smtp: SmtpCatcher;
let receiver: WebhookReceiver;

beforeAll(async () => {
  database = await createTestDatabase({ onDisk: true });
  smtp = await startSmtpCatcher();
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await receiver?.close();
  await smtp?.close();
  await database?.destroy();
});

const server = (options: TestAppOptions = {}) =>
  createTestApp({
    database,
    smtp,
    ...options,
    config: { webhooks: { registration: receiver.url('/registration') }, ...options.config },
  });

const registrationOf = (email: string) =>
  receiver.calls.filter((call) => (call.body as { email?: string }).email === email);

describe('outbox across a restart', () => {
  it('sends after a restart what a stopped server had only written', async () => {
    const account = newAccount();
    const stopped = await server({ worker: false });
    try {
      expect((await stopped.client().post('/api/auth/sign-up/email', account)).status).toBe(200);
      const pending = await stopped.db.select().from(outboxMessages).where(eq(outboxMessages.status, 'pending'));
      expect(pending.map((row) => row.kind).sort()).toEqual(['email', 'registration_webhook']);
    } finally {
      await stopped.close();
    }
    expect(registrationOf(account.email)).toEqual([]);

    const restarted = await server();
    try {
      const [call] = await receiver.waitForCalls(
        (candidate) => (candidate.body as { email?: string }).email === account.email,
        1,
      );
      expect(call!.body).toMatchObject({ email: account.email, firstName: 'Camille' });
      const mail = await smtp.waitForMail((message) => message.envelopeTo.includes(account.email));
      expect(mail.subject).toBe('Bienvenue sur Votre assistant');
      await restarted.worker!.drain();
      expect(await restarted.db.select().from(outboxMessages).where(eq(outboxMessages.status, 'pending'))).toEqual([]);
    } finally {
      await restarted.close();
    }
  });

  it('resumes the retries of a failing delivery after a restart, counting earlier attempts', async () => {
    receiver.fail('always');
    const account = newAccount();
    // A long first retry delay, so the retry falls after the restart.
    const first = await server({ config: { outbox: { baseDelayMs: 1500 } } });
    try {
      expect((await first.client().post('/api/auth/sign-up/email', account)).status).toBe(200);
      await waitFor(
        async () => {
          const row = await outboxRowFor(first.db, 'registration_webhook', account.email);
          return row?.attempts === 1 && row.status === 'pending' && row.lockedUntil === null;
        },
        { what: 'the first failed attempt' },
      );
    } finally {
      await first.close();
    }
    receiver.fail(0);

    const second = await server();
    try {
      await waitFor(() => registrationOf(account.email).some((call) => call.status === 200), { timeoutMs: 15_000 });
      expect(registrationOf(account.email).map((call) => call.status)).toEqual([500, 200]);
      const row = await waitFor(async () => {
        const current = await outboxRowFor(second.db, 'registration_webhook', account.email);
        return current?.status === 'sent' ? current : undefined;
      });
      expect(row).toMatchObject({ status: 'sent', attempts: 2 });
    } finally {
      await second.close();
    }
  });
});
