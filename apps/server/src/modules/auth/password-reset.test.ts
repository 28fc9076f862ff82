import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccount, NEW_PASSWORD, PASSWORD } from '../../../test/harness/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/harness/app.ts';
import type { CaughtMail } from '../../../test/harness/smtp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const resetMailTo = (email: string, subject: string) => (mail: CaughtMail) =>
  mail.envelopeTo.includes(email) && mail.subject === subject;

function resetToken(mail: CaughtMail): string {
  const link = /http:\/\/localhost:3000\/reset-password\?token=([^\s"<]+)/.exec(mail.text);
  expect(link, mail.text).not.toBeNull();
  // The HTML part carries the same link.
  expect(mail.html).toContain(link![0]);
  return decodeURIComponent(link![1]!);
}

describe('password reset by e-mail (real SMTP)', () => {
  it('e-mails a French link that sets a new password once, and signs out every session', async () => {
    const account = newAccount({ firstname: 'Zoé' });
    const signedIn = t.client();
    expect((await signedIn.post('/api/auth/sign-up/email', account)).status).toBe(200);
    expect((await signedIn.get('/api/profile')).status).toBe(200);

    const anonymous = t.client();
    const request = await anonymous.post('/api/auth/request-password-reset', { email: account.email.toUpperCase() });
    expect(request.status).toBe(200);

    const mail = await t.smtp.waitForMail(resetMailTo(account.email, 'Réinitialisation de votre mot de passe'));
    expect(mail.to).toContain(account.email);
    expect(mail.text).toContain('Bonjour Zoé,');
    expect(mail.text).toContain('valable 60\u00a0minutes');
    const token = resetToken(mail);

    const reset = await anonymous.post('/api/auth/reset-password', { token, newPassword: NEW_PASSWORD });
    expect(reset.status).toBe(200);

    const old = await t.client().post('/api/auth/sign-in/email', { email: account.email, password: PASSWORD });
    expect({ status: old.status, body: old.body }).toEqual({ status: 401, body: { code: 'INVALID_CREDENTIALS' } });
    const renewed = t.client();
    expect(
      (await renewed.post('/api/auth/sign-in/email', { email: account.email, password: NEW_PASSWORD })).status,
    ).toBe(200);
    expect((await renewed.get('/api/profile')).status).toBe(200);

    const again = await anonymous.post('/api/auth/reset-password', { token, newPassword: 'Encore3!mdp' });
    expect({ status: again.status, body: again.body }).toEqual({ status: 400, body: { code: 'RESET_TOKEN_INVALID' } });

    // The session opened before the reset is revoked.
    const revoked = await signedIn.get('/api/profile');
    expect({ status: revoked.status, body: revoked.body }).toEqual({ status: 401, body: { code: 'UNAUTHORIZED' } });
  });

  it('writes in English to a user whose language is English', async () => {
    const account = newAccount({ firstname: 'Sam', language: 'en' });
    expect((await t.client().post('/api/auth/sign-up/email', account)).status).toBe(200);
    expect((await t.client().post('/api/auth/request-password-reset', { email: account.email })).status).toBe(200);

    const mail = await t.smtp.waitForMail(resetMailTo(account.email, 'Reset your password'));
    expect(mail.text).toContain('Hello Sam,');
    expect(mail.text).toContain('valid for 60 minutes');
    expect(
      (await t.client().post('/api/auth/reset-password', { token: resetToken(mail), newPassword: NEW_PASSWORD }))
        .status,
    ).toBe(200);
  });

  it('answers the same for an unknown address, and sends nothing', async () => {
    await t.worker!.drain();
    const sentBefore = t.smtp.messages.length;
    const response = await t.client().post('/api/auth/request-password-reset', { email: 'personne@example.fr' });
    expect(response.status).toBe(200);
    await t.worker!.drain();
    expect(t.smtp.messages.length).toBe(sentBefore);
  });
});
