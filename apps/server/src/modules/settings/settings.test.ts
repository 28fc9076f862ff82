import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProfileView } from '@va/core/profile/contract';
import { DEFAULT_SETTINGS } from '@va/core/settings/contract';
import { createTestApp, type TestApp } from '../../../test/harness/app.ts';
import { createUser } from '../../../test/harness/factories.ts';
import { userSettings } from '../../db/schema/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ worker: false });
});
afterAll(async () => {
  await t?.close();
});

const settingsOf = async (userId: string) =>
  (await t.db.select().from(userSettings).where(eq(userSettings.userId, userId)))[0]!;
const patch = (browser: Awaited<ReturnType<typeof createUser>>['browser'], json: unknown) =>
  browser.request('/api/settings', { method: 'PATCH', json });

describe('PATCH /api/settings', () => {
  it('saves part of the settings, merges the notification preferences, and answers what is saved', async () => {
    const { browser, userId } = await createUser(t);
    const response = await patch(browser, { theme: 'dark', notifications: { updates: true } });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      theme: 'dark',
      language: 'fr',
      notifications: { ...DEFAULT_SETTINGS.notifications, updates: true },
    });
    expect((await patch(browser, { language: 'en' })).body).toMatchObject({ theme: 'dark', language: 'en' });
    const profile = await browser.get<ProfileView>('/api/profile');
    expect(profile.body.settings).toEqual({
      theme: 'dark',
      language: 'en',
      notifications: { email: true, push: true, updates: true },
      profilePhotoUrl: null,
    });
    expect((await settingsOf(userId)).language).toBe('en');
  });

  it.each([
    ['an empty update', {}],
    ['an unknown theme', { theme: 'sepia' }],
    ['an unknown language', { language: 'es' }],
    ['an unknown key', { theme: 'dark', admin: true }],
    ['an unknown preference', { notifications: { sms: true } }],
    ['a preference that is not a boolean', { notifications: { email: 'yes' } }],
    ['a body that is not an object', 'dark'],
  ])('refuses %s with 400 INVALID_INPUT and changes nothing', async (_what, body) => {
    const { browser, userId } = await createUser(t);
    const before = await settingsOf(userId);
    const response = await patch(browser, body);
    expect({ status: response.status, body: response.body }).toEqual({ status: 400, body: { code: 'INVALID_INPUT' } });
    expect(await settingsOf(userId)).toEqual(before);
  });

  it('changes only the signed-in user’s settings, and needs a session', async () => {
    const me = await createUser(t);
    const other = await createUser(t);
    expect((await patch(me.browser, { theme: 'dark' })).status).toBe(200);
    expect((await settingsOf(other.userId)).theme).toBe('light');
    const anonymous = await t.client().request('/api/settings', { method: 'PATCH', json: { theme: 'dark' } });
    expect({ status: anonymous.status, body: anonymous.body }).toEqual({ status: 401, body: { code: 'UNAUTHORIZED' } });
  });
});
