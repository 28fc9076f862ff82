import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages, profiles, sessions, users, userSettings } from '../../db/schema/index.ts';
import { newAccount, PASSWORD } from '../../../test/harness/accounts.ts';
import { createTestApp, TEST_APP_URL, type TestApp } from '../../../test/harness/app.ts';
import { SESSION_COOKIE } from '../../../test/harness/client.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('sign-up, sign-in and sign-out through /api/auth', () => {
  it('signs up: session cookie, profile and settings rows with the spec defaults', async () => {
    const browser = t.client();
    const account = newAccount({ email: '  Camille.Martin@Example.FR ' });
    const response = await browser.post('/api/auth/sign-up/email', account);

    expect(response.status).toBe(200);
    const cookie = response.setCookies.find((line) => line.startsWith(`${SESSION_COOKIE}=`));
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*SameSite=Lax/i);
    expect(cookie).toMatch(/;\s*Path=\//i);

    // Stored in lower case, without the spaces.
    const [user] = await t.db.select().from(users).where(eq(users.email, 'camille.martin@example.fr'));
    expect(user).toBeDefined();
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, user!.id));
    expect(profile).toMatchObject({
      email: 'camille.martin@example.fr',
      firstname: 'Camille',
      lastname: 'Durand',
      userType: 'manager',
      onboardingCompleted: false,
    });
    const [settings] = await t.db.select().from(userSettings).where(eq(userSettings.userId, user!.id));
    expect(settings).toMatchObject({
      theme: 'light',
      language: 'fr',
      notifications: { email: true, push: true, updates: false },
    });

    const me = await browser.get('/api/profile');
    expect(me.status).toBe(200);
    expect(me.body).toEqual({
      profile: {
        id: user!.id,
        email: 'camille.martin@example.fr',
        firstname: 'Camille',
        lastname: 'Durand',
        userType: 'manager',
        onboardingCompleted: false,
      },
      settings: {
        theme: 'light',
        language: 'fr',
        notifications: { email: true, push: true, updates: false },
        profilePhotoUrl: null,
      },
    });
  });

  it('keeps English when the sign-up page was in English, and defaults the user type to employee', async () => {
    const browser = t.client();
    const { userType: _omitted, ...account } = newAccount({ language: 'en' });
    expect((await browser.post('/api/auth/sign-up/email', account)).status).toBe(200);
    const me = await browser.get<{ profile: { userType: string }; settings: { language: string } }>('/api/profile');
    expect(me.body.settings.language).toBe('en');
    expect(me.body.profile.userType).toBe('employee');
  });

  it('keeps the theme of the sign-up page, and the default for an unknown one', async () => {
    const dark = t.client();
    expect((await dark.post('/api/auth/sign-up/email', { ...newAccount(), theme: 'dark' })).status).toBe(200);
    const darkProfile = await dark.get<{ settings: { theme: string } }>('/api/profile');
    expect(darkProfile.body.settings.theme).toBe('dark');

    const system = t.client();
    expect((await system.post('/api/auth/sign-up/email', { ...newAccount(), theme: 'system' })).status).toBe(200);
    expect((await system.get<{ settings: { theme: string } }>('/api/profile')).body.settings.theme).toBe('system');

    const unknown = t.client();
    expect((await unknown.post('/api/auth/sign-up/email', { ...newAccount(), theme: 'sepia' })).status).toBe(200);
    expect((await unknown.get<{ settings: { theme: string } }>('/api/profile')).body.settings.theme).toBe('light');
  });

  it('signs out (the session is gone), then signs in again with any case of the e-mail', async () => {
    const browser = t.client();
    const account = newAccount();
    expect((await browser.post('/api/auth/sign-up/email', account)).status).toBe(200);
    const token = browser.cookie(SESSION_COOKIE)!;
    expect(token).toBeTruthy();

    const out = await browser.post('/api/auth/sign-out');
    expect(out.status).toBe(200);
    expect(browser.cookie(SESSION_COOKIE)).toBeUndefined();
    const [{ remaining }] = (await t.db
      .select({ remaining: sql<number>`count(*)::int` })
      .from(sessions)
      .where(eq(sessions.token, token.split('.')[0]!))) as [{ remaining: number }];
    expect(remaining).toBe(0);

    const denied = await browser.get('/api/profile');
    expect(denied.status).toBe(401);
    expect(denied.body).toEqual({ code: 'UNAUTHORIZED' });

    const again = await browser.post('/api/auth/sign-in/email', {
      email: account.email.toUpperCase(),
      password: PASSWORD,
    });
    expect(again.status).toBe(200);
    expect(browser.cookie(SESSION_COOKIE)).toBeTruthy();
    const me = await browser.get<{ profile: { email: string } }>('/api/profile');
    expect(me.status).toBe(200);
    expect(me.body.profile.email).toBe(account.email);
  });

  it('sends the welcome e-mail, in French, to the new address', async () => {
    const account = newAccount({ firstname: 'Élodie' });
    expect((await t.client().post('/api/auth/sign-up/email', account)).status).toBe(200);
    const mail = await t.smtp.waitForMail((message) => message.envelopeTo.includes(account.email));
    expect(mail.subject).toBe('Bienvenue sur Votre assistant');
    expect(mail.to).toContain(account.email);
    expect(mail.text).toContain('Bonjour Élodie,');
    expect(mail.text).toContain(`${TEST_APP_URL}/onboarding`);
  });

  it('creates nothing when a row of the sign-up cannot be written (one transaction)', async () => {
    const before = {
      users: await t.countRows(users),
      profiles: await t.countRows(profiles),
      outbox: await t.countRows(outboxMessages),
    };
    // A constraint only new rows must meet: the welcome e-mail's outbox row now fails to insert.
    await t.db.execute(sql`alter table outbox_messages add constraint refuse_email check (kind <> 'email') not valid`);
    try {
      const account = newAccount();
      const response = await t.client().post('/api/auth/sign-up/email', account);
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.body).toEqual({ code: 'SIGNUP_FAILED' });
      expect(
        response.setCookies.filter((line) => line.startsWith(`${SESSION_COOKIE}=`) && !/max-age=0/i.test(line)),
      ).toEqual([]);
      expect(await t.db.select().from(users).where(eq(users.email, account.email))).toEqual([]);
    } finally {
      await t.db.execute(sql`alter table outbox_messages drop constraint refuse_email`);
    }
    expect({
      users: await t.countRows(users),
      profiles: await t.countRows(profiles),
      outbox: await t.countRows(outboxMessages),
    }).toEqual(before);
  });
});
