import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccount } from './harness/accounts.ts';
import { createTestApp, type TestApp } from './harness/app.ts';
import { createUser } from './harness/factories.ts';
import { waitFor } from './harness/wait.ts';

/*
 * Each error path that holds personal data (ADR 0019) is triggered, and the captured log is
 * searched for the e-mails, names and texts it used. Every other API test file is scanned for
 * e-mail addresses when its app closes (test/harness/app.ts).
 */

/** An SMTP server that refuses every recipient, naming it in its answer as real servers do. */
async function startRefusingSmtp() {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      callback(Object.assign(new Error(`<${address.address}>: Recipient address rejected`), { responseCode: 550 }));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(resolve)) };
}

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startRefusingSmtp>>;
beforeAll(async () => {
  smtp = await startRefusingSmtp();
  t = await createTestApp({ config: { smtpUrl: smtp.url, supportEmail: 'support@votre-assistant.test' } });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

/** Makes every insert into `table` fail (a check violation) for the time of `run`. */
async function withFailingInserts<T>(table: string, run: () => Promise<T>): Promise<T> {
  await t.db.execute(sql.raw(`alter table ${table} add constraint test_no_insert check (false) not valid`));
  try {
    return await run();
  } finally {
    await t.db.execute(sql.raw(`alter table ${table} drop constraint test_no_insert`));
  }
}

const logged = (message: string) => t.logs.lines.filter((line) => line.includes(`"msg":"${message}"`));

describe('no personal data in the logs of failures', () => {
  it('a support request the database refuses: 500 GENERIC, the query logged without its parameters', async () => {
    const form = {
      name: 'Hélène Dupuis-Lefranc',
      email: 'helene.dupuis@example.fr',
      subject: 'Harcèlement dans mon équipe',
      message: 'Mon responsable m’humilie en réunion chaque lundi.',
    };
    const response = await withFailingInserts('support_requests', () => t.client().post('/api/support', form));
    expect(response).toMatchObject({ status: 500, body: { code: 'GENERIC' } });
    expect(logged('unhandled error')).toHaveLength(1);
    expect(logged('unhandled error')[0]).toContain('support_requests');
    expect(t.logs.leaks(Object.values(form))).toEqual([]);
  });

  it('an onboarding answer the database refuses', async () => {
    const { browser } = await createUser(t);
    const text = 'Je pleure en rentrant le soir depuis la réorganisation.';
    const response = await withFailingInserts('onboarding_responses', () =>
      browser.request('/api/onboarding/answers/1-2', { method: 'PUT', json: { text } }),
    );
    expect(response).toMatchObject({ status: 500, body: { code: 'GENERIC' } });
    expect(logged('unhandled error').some((line) => line.includes('onboarding_responses'))).toBe(true);
    expect(t.logs.leaks([text])).toEqual([]);
  });

  it('a sign-up the database refuses (better-auth’s own error path)', async () => {
    const account = newAccount({ firstname: 'Anaïs', lastname: 'Brossard-Kemp', email: 'anais.brossard@example.fr' });
    const response = await withFailingInserts('users', () => t.client().post('/api/auth/sign-up/email', account));
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(t.logs.lines.some((line) => line.includes('"level":50'))).toBe(true);
    expect(t.logs.leaks([account.email, 'Brossard-Kemp', account.password])).toEqual([]);
  });

  it('e-mails refused by the SMTP server: logged without the recipient, nor the subject', async () => {
    const email = 'mathis.roux@example.fr';
    const form = { name: 'Mathis Roux', email, subject: 'Mon arrêt maladie', message: 'Bonjour' };
    const response = await t.client().post('/api/support', form);
    expect(response.status).toBe(201);
    await waitFor(() => logged('outbox message failed for good').length >= 2, {
      what: 'both e-mails to fail for good',
    });
    expect(logged('outbox delivery failed, will retry').length).toBeGreaterThan(0);
    expect(t.logs.leaks([email, form.subject, 'support@votre-assistant.test'])).toEqual([]);
  });
});
