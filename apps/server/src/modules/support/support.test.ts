import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages, supportRequests } from '../../db/schema/index.ts';
import { createRateLimiter } from '../../services/rate-limit.ts';
import { SUPPORT_RATE_LIMITS } from './rate-limits.ts';
import { newAccount } from '../../../test/harness/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/harness/app.ts';
import type { CaughtMail } from '../../../test/harness/smtp.ts';

const SUPPORT_EMAIL = 'support@votre-assistant.test';

// The real limits (factor 1): each test writes from an address and with e-mails of its own.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { supportEmail: SUPPORT_EMAIL, rateLimitFactor: 1 } });
});
afterAll(async () => {
  await t?.close();
});

const uniqueEmail = (name: string) => `${name}.${randomBytes(4).toString('hex')}@example.fr`;
const mailTo = (address: string) => (mail: CaughtMail) => mail.envelopeTo.includes(address);

async function storedRequest(id: string) {
  const [row] = await t.db.select().from(supportRequests).where(eq(supportRequests.id, id));
  return row;
}

describe('POST /api/support', () => {
  it('stores an anonymous message, forwards it to SUPPORT_EMAIL with reply-to, and acknowledges it in French', async () => {
    const email = uniqueEmail('lea');
    const body = {
      name: 'Léa Martin',
      email: `  ${email.toUpperCase()} `,
      subject: 'Question sur <b>mon</b> profil',
      message: 'Bonjour,\nje ne retrouve plus ma synthèse.\n\nMerci d’avance !',
    };
    const response = await t.client({ ip: '198.51.100.1' }).post('/api/support', body);
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const id = response.body.id as string;

    expect(await storedRequest(id)).toMatchObject({
      userId: null,
      name: 'Léa Martin',
      email,
      subject: 'Question sur <b>mon</b> profil',
      message: body.message,
      language: 'fr',
    });

    const forwarded = await t.smtp.waitForMail(mailTo(SUPPORT_EMAIL));
    expect(forwarded.subject).toBe('[Support] Question sur <b>mon</b> profil');
    expect(forwarded.headers.get('reply-to')).toBe(email);
    for (const part of ['Léa Martin', email, 'personne non connectée', 'Question sur <b>mon</b> profil', id]) {
      expect(forwarded.text).toContain(part);
    }
    expect(forwarded.text).toContain('Bonjour,\nje ne retrouve plus ma synthèse.');
    expect(forwarded.text).toContain('Merci d’avance !');
    expect(forwarded.html).toContain('Question sur &#60;b&#62;mon&#60;/b&#62; profil');
    expect(forwarded.html).not.toContain('<b>mon</b>');

    const confirmation = await t.smtp.waitForMail(mailTo(email));
    expect(confirmation.subject).toBe('Nous avons bien reçu votre message');
    expect(confirmation.text).toContain('Bonjour,');
    expect(confirmation.text).toContain('Nous avons bien reçu votre message envoyé depuis le formulaire de contact');
    expect(confirmation.text).toMatch(/Une personne de notre équipe/);
    expect(confirmation.text).toContain('3114');
    expect(confirmation.html).toContain('3114');
    // Nothing typed in the form is sent back to whatever address was typed.
    for (const typed of ['synthèse', 'Léa', 'Question sur']) expect(confirmation.text).not.toContain(typed);
    expect(confirmation.subject).not.toContain('Question');
  });

  it('links a signed-in person’s message to the account and answers in English', async () => {
    const browser = t.client({ ip: '198.51.100.2' });
    expect((await browser.post('/api/auth/sign-up/email', newAccount())).status).toBe(200);
    const userId = (await browser.get<{ profile: { id: string } }>('/api/profile')).body.profile.id;
    const email = uniqueEmail('sam');

    const response = await browser.post('/api/support', {
      name: 'Sam Taylor',
      email,
      subject: 'Dark mode',
      message: 'The dark theme does not stick.',
      language: 'en',
    });
    expect(response.status).toBe(201);
    expect(await storedRequest(response.body.id as string)).toMatchObject({ userId, language: 'en', email });

    const forwarded = await t.smtp.waitForMail(
      (mail) => mailTo(SUPPORT_EMAIL)(mail) && mail.subject === '[Support] Dark mode',
    );
    expect(forwarded.headers.get('reply-to')).toBe(email);
    expect(forwarded.text).toContain(userId);
    expect(forwarded.text).toContain('The dark theme does not stick.');

    const confirmation = await t.smtp.waitForMail(mailTo(email));
    expect(confirmation.subject).toBe('We have received your message');
    expect(confirmation.text).toContain('Hello,');
    // Nothing typed in the form goes back to the address (ADR 0021): not the name, not the subject.
    expect(confirmation.text).not.toContain('Sam');
    expect(confirmation.text).not.toContain('Dark mode');
    expect(confirmation.text).toMatch(/A member of our team will read it and answer you/);
    expect(confirmation.text).toContain('3114');
  });

  it('refuses an incomplete form with the first error code, and stores and sends nothing', async () => {
    const browser = t.client({ ip: '198.51.100.3' });
    const requests = await t.countRows(supportRequests);
    const messages = await t.countRows(outboxMessages);
    const valid = { name: 'Léa', email: uniqueEmail('lea'), subject: 'Objet', message: 'Message' };

    for (const [change, code] of [
      [{ message: '   ' }, 'FIELDS_REQUIRED'],
      [{ message: undefined }, 'FIELDS_REQUIRED'],
      [{ name: '' }, 'FIELDS_REQUIRED'],
      [{ email: 'pas-une-adresse' }, 'EMAIL_INVALID'],
      [{ email: '' }, 'EMAIL_REQUIRED'],
      [{ message: 'x'.repeat(5001) }, 'INVALID_INPUT'],
    ] as const) {
      const response = await browser.post('/api/support', { ...valid, ...change });
      expect({ change, status: response.status, body: response.body }).toEqual({
        change,
        status: 400,
        body: { code },
      });
    }
    expect(await t.countRows(supportRequests)).toBe(requests);
    expect(await t.countRows(outboxMessages)).toBe(messages);
  });

  it('refuses the 6th message for one e-mail and the 21st from one address within an hour (429)', async () => {
    const email = uniqueEmail('flood');
    const form = (address: string) => ({ name: 'Flo', email: address, subject: 'Encore', message: 'Bonjour' });
    const first = t.client({ ip: '198.51.100.4' });
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect({ attempt, status: (await first.post('/api/support', form(email))).status }).toEqual({
        attempt,
        status: 201,
      });
    }
    // Another address does not lift the limit of the e-mail, whatever its case.
    const sixth = await t.client({ ip: '198.51.100.5' }).post('/api/support', form(email.toUpperCase()));
    expect(sixth.status).toBe(429);
    expect(sixth.body).toEqual({ code: 'RATE_LIMITED', retryAfter: expect.any(Number) });
    expect(sixth.headers.get('retry-after')).toBe(String(sixth.body.retryAfter));
    expect(sixth.body.retryAfter).toBeGreaterThan(0);
    expect(sixth.body.retryAfter).toBeLessThanOrEqual(3600);

    const office = t.client({ ip: '198.51.100.6' });
    for (let attempt = 1; attempt <= 20; attempt++) {
      const response = await office.post('/api/support', form(uniqueEmail(`person${attempt}`)));
      expect({ attempt, status: response.status }).toEqual({ attempt, status: 201 });
    }
    const twentyFirst = await office.post('/api/support', form(uniqueEmail('person21')));
    expect(twentyFirst.status).toBe(429);
    expect(twentyFirst.body.code).toBe('RATE_LIMITED');
  });

  it('acknowledges at most ten messages a day to one inbox', async () => {
    const email = uniqueEmail('daily');
    // Ten counted as the route counts them, over the day (the hourly limit would stop a burst first).
    const limiter = createRateLimiter(t.db);
    const { perEmailPerDay } = SUPPORT_RATE_LIMITS;
    for (let hit = 0; hit < perEmailPerDay.limit; hit++) {
      await limiter.hit(`support:${perEmailPerDay.windowMs}:email:${email}`, perEmailPerDay);
    }
    const form = { name: 'Dan', email, subject: 'Encore', message: 'Bonjour' };
    const refused = await t.client({ ip: '198.51.100.9' }).post('/api/support', form);
    expect(refused.status).toBe(429);
    expect(refused.body.retryAfter).toBeGreaterThan(3600);
  });

  it('refuses a form posted by another site', async () => {
    const response = await t
      .client({ ip: '198.51.100.7' })
      .post(
        '/api/support',
        { name: 'Eve', email: uniqueEmail('eve'), subject: 'Objet', message: 'Message' },
        { origin: 'https://evil.example' },
      );
    expect(response.status).toBe(403);
  });

  it('without SUPPORT_EMAIL, still stores and acknowledges the message', async () => {
    const bare = await createTestApp({ database: t.database, smtp: t.smtp, config: { supportEmail: undefined } });
    try {
      const email = uniqueEmail('noe');
      const response = await bare
        .client({ ip: '198.51.100.8' })
        .post('/api/support', { name: 'Noé', email, subject: 'Sans adresse', message: 'Bonjour' });
      expect(response.status).toBe(201);
      expect(await storedRequest(response.body.id as string)).toMatchObject({ email, subject: 'Sans adresse' });
      const confirmation = await t.smtp.waitForMail(mailTo(email));
      expect(confirmation.subject).toBe('Nous avons bien reçu votre message');
      await Promise.all([bare.worker?.drain(), t.worker?.drain()]);
      expect(t.smtp.messages.filter((mail) => mail.subject.includes('Sans adresse'))).toEqual([]);
      const queued = await t.db.select({ payload: outboxMessages.payload }).from(outboxMessages);
      const toSupport = queued.filter((row) => (row.payload as { to?: string }).to === SUPPORT_EMAIL);
      expect(toSupport.filter((row) => JSON.stringify(row.payload).includes('Sans adresse'))).toEqual([]);
      expect(toSupport.length).toBeGreaterThan(0);
    } finally {
      await bare.close();
    }
  });
});
