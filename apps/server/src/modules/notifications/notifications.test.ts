import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccount } from '../../../test/harness/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/harness/app.ts';
import { SESSION_COOKIE } from '../../../test/harness/client.ts';
import { createUser } from '../../../test/harness/factories.ts';
import { answer, answerAll } from '../../../test/harness/onboarding.ts';
import { captureQueries } from '../../../test/harness/queries.ts';
import { signUpUser } from '../../../test/harness/users.ts';
import { sleep } from '../../../test/harness/wait.ts';
import { activities, notifications, users } from '../../db/schema/index.ts';
import type { NotificationList, NotificationView } from '@va/core/notifications/contract';
import { currentPoints, withPointsMilestones } from '../points/service.ts';
import { createNotification } from './service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

interface List {
  items: NotificationView[];
  unreadCount: number;
}

const rowsOf = (userId: string, event?: string) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), event ? eq(notifications.event, event) : undefined));

describe('notifications written by events', () => {
  it('welcomes a new user, in French, in the sign-up itself', async () => {
    const { browser } = await signUpUser(t);
    const list = await browser.get<List>('/api/notifications');
    expect(list.status).toBe(200);
    expect(list.body).toEqual({
      items: [
        {
          id: expect.any(String),
          type: 'success',
          category: 'system',
          priority: 'medium',
          event: 'welcome',
          params: null,
          title: 'Bienvenue sur Votre assistant\u00a0!',
          description: 'Votre compte est prêt. Commencez par votre parcours IKIGAI.',
          read: false,
          createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        },
      ],
      unreadCount: 1,
    });
  });

  it('words it in English for a user who signed up in English', async () => {
    const { browser } = await signUpUser(t, { language: 'en' });
    const list = await browser.get<List>('/api/notifications');
    expect(list.body.items.map((item) => item.title)).toEqual(['Welcome to Votre assistant!']);
  });

  it('creates no user when the welcome notification cannot be written (one transaction)', async () => {
    const before = await t.countRows(users);
    await t.db.execute(
      sql`alter table notifications add constraint refuse_welcome check (event <> 'welcome') not valid`,
    );
    try {
      const account = newAccount();
      const response = await t.client().post('/api/auth/sign-up/email', account);
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.body).toEqual({ code: 'SIGNUP_FAILED' });
      expect(await t.db.select().from(users).where(eq(users.email, account.email))).toEqual([]);
    } finally {
      await t.db.execute(sql`alter table notifications drop constraint refuse_welcome`);
    }
    expect(await t.countRows(users)).toBe(before);
  });

  it('notifies the completed onboarding and the 100-point milestone once, whatever is answered again', async () => {
    const { browser, userId } = await signUpUser(t);
    await answerAll(browser);
    // Answered again after completion: nothing new.
    expect((await answer(browser, '4-3', { scale: 2 })).status).toBe(200);
    expect((await answer(browser, '1-1')).status).toBe(200);

    const completed = await rowsOf(userId, 'onboarding_completed');
    expect(completed).toHaveLength(1);
    expect(completed[0]).toMatchObject({
      type: 'success',
      category: 'achievement',
      title: 'Parcours IKIGAI terminé',
      description: 'Votre synthèse personnalisée vous attend.',
    });
    const milestones = await rowsOf(userId, 'points_milestone');
    expect(milestones.map((row) => row.params)).toEqual([{ points: 100 }]);
    expect(milestones[0]).toMatchObject({
      type: 'success',
      category: 'achievement',
      title: '100\u00a0points atteints\u00a0!',
      description: 'Bravo pour votre régularité.',
    });
    expect(await currentPoints(t.db, userId)).toBe(150);
  });

  it('notifies each points milestone once, even when the total drops and climbs back', async () => {
    const { userId } = await signUpUser(t, { language: 'en' });
    const complete = (count: number) =>
      t.db.transaction((tx) =>
        withPointsMilestones(tx, userId, async () => {
          await tx.insert(activities).values(
            Array.from({ length: count }, () => ({
              userId,
              title: 'Yoga',
              date: '2030-01-01',
              status: 'completed' as const,
            })),
          );
        }),
      );
    // 50 (name) + 8 × 25 = 250: crosses 100 and 250 at once.
    await complete(8);
    const reached = await rowsOf(userId, 'points_milestone');
    expect(reached.map((row) => row.params).sort((a, b) => Number(a!.points) - Number(b!.points))).toEqual([
      { points: 100 },
      { points: 250 },
    ]);
    expect(reached.find((row) => row.params?.points === 250)?.title).toBe('250 points reached!');

    // Back under 250, then over it again: no second notification.
    await t.db.transaction((tx) =>
      withPointsMilestones(tx, userId, () => tx.delete(activities).where(eq(activities.userId, userId))),
    );
    await complete(8);
    expect(await rowsOf(userId, 'points_milestone')).toHaveLength(2);
  });
});

describe('/api/notifications', () => {
  it('lists newest first, filters by category or unread, and counts the unread', async () => {
    const { browser, userId } = await signUpUser(t);
    const [welcome] = await rowsOf(userId);
    for (const category of ['message', 'like', 'achievement', 'reminder', 'message'] as const) {
      // Apart in time: the order of notifications of one millisecond is not defined.
      await sleep(2);
      await createNotification(t.db, { userId, title: `Une ${category}`, category, priority: 'high', type: 'info' });
    }

    const all = await browser.get<List>('/api/notifications?filter=all');
    expect(all.body.items.map((item) => item.category)).toEqual([
      'message',
      'reminder',
      'achievement',
      'like',
      'message',
      'system',
    ]);
    expect(all.body.unreadCount).toBe(6);
    expect(all.body.items[0]).toMatchObject({ title: 'Une message', priority: 'high', type: 'info', event: null });

    const messages = await browser.get<List>('/api/notifications?filter=message');
    expect(messages.body.items).toHaveLength(2);
    expect(messages.body.unreadCount).toBe(6);
    expect((await browser.get<List>('/api/notifications?filter=system')).body.items.map((item) => item.id)).toEqual([
      welcome!.id,
    ]);

    expect(
      (await browser.request(`/api/notifications/${welcome!.id}`, { method: 'PATCH', json: { read: true } })).status,
    ).toBe(200);
    const unread = await browser.get<List>('/api/notifications?filter=unread');
    expect(unread.body.items).toHaveLength(5);
    expect(unread.body.items.every((item) => !item.read)).toBe(true);
    expect(unread.body.unreadCount).toBe(5);
  });

  it('lists in one statement beside the session check', async () => {
    const { browser, userId } = await createUser(t, { welcome: true });
    await createNotification(t.db, { userId, title: 'Rappel', category: 'reminder' });
    const { result, queries } = await captureQueries(() =>
      browser.get<NotificationList>('/api/notifications?filter=reminder'),
    );
    expect(result.body.items.map((item) => item.title)).toEqual(['Rappel']);
    expect(result.body.unreadCount).toBe(2);
    expect(queries).toHaveLength(2);
  });

  it('gives at most the 100 newest', async () => {
    const { browser, userId } = await signUpUser(t);
    const start = Date.parse('2030-01-01T00:00:00.000Z');
    await t.db.insert(notifications).values(
      Array.from({ length: 105 }, (_, index) => ({
        userId,
        title: `n${index}`,
        createdAt: new Date(start + index * 1000),
      })),
    );
    const list = await browser.get<List>('/api/notifications');
    expect(list.body.items).toHaveLength(100);
    expect(list.body.items[0]!.title).toBe('n104');
    expect(list.body.items[99]!.title).toBe('n5');
    expect(list.body.unreadCount).toBe(106);
  });

  it('marks one as read, then all, and deletes', async () => {
    const { browser, userId } = await signUpUser(t);
    const first = await createNotification(t.db, { userId, title: 'Premier' });
    const second = await createNotification(t.db, { userId, title: 'Second', description: 'Détails' });

    const marked = await browser.request<NotificationView>(`/api/notifications/${first.id}`, {
      method: 'PATCH',
      json: { read: true },
    });
    expect(marked.status).toBe(200);
    expect(marked.body).toEqual({ ...first, read: true });
    expect((await browser.get<List>('/api/notifications')).body.unreadCount).toBe(2);

    const all = await browser.post('/api/notifications/read-all');
    expect(all.status).toBe(200);
    expect(all.body).toEqual({ updated: 2 });
    expect((await browser.post('/api/notifications/read-all')).body).toEqual({ updated: 0 });
    expect((await browser.get<List>('/api/notifications')).body.unreadCount).toBe(0);

    const deleted = await browser.request(`/api/notifications/${second.id}`, { method: 'DELETE' });
    expect(deleted.status).toBe(204);
    expect((await browser.get<List>('/api/notifications')).body.items.map((item) => item.id)).not.toContain(second.id);
    const again = await browser.request(`/api/notifications/${second.id}`, { method: 'DELETE' });
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ code: 'NOT_FOUND' });
  });

  it('never shows nor changes another user’s notifications', async () => {
    const owner = await signUpUser(t);
    const intruder = await signUpUser(t);
    const theirs = await createNotification(t.db, { userId: owner.userId, title: 'Privé' });

    const list = await intruder.browser.get<List>('/api/notifications');
    expect(list.body.items.map((item) => item.id)).not.toContain(theirs.id);
    expect(list.body.unreadCount).toBe(1);

    const patch = await intruder.browser.request(`/api/notifications/${theirs.id}`, {
      method: 'PATCH',
      json: { read: true },
    });
    expect(patch.status).toBe(404);
    expect(patch.body).toEqual({ code: 'NOT_FOUND' });
    const remove = await intruder.browser.request(`/api/notifications/${theirs.id}`, { method: 'DELETE' });
    expect(remove.status).toBe(404);
    await intruder.browser.post('/api/notifications/read-all');

    const [row] = await t.db.select().from(notifications).where(eq(notifications.id, theirs.id));
    expect(row).toMatchObject({ userId: owner.userId, read: false, title: 'Privé' });
    expect((await owner.browser.get<List>('/api/notifications')).body.unreadCount).toBe(2);
  });

  it('answers 400 INVALID_INPUT to any malformed input, and 401 without a session', async () => {
    const { browser, userId } = await signUpUser(t);
    const mine = await createNotification(t.db, { userId, title: 'À lire' });
    const invalid = [
      await browser.get('/api/notifications?filter=urgent'),
      await browser.request(`/api/notifications/${mine.id}`, { method: 'PATCH', json: { read: false } }),
      await browser.request(`/api/notifications/${mine.id}`, { method: 'PATCH', json: { read: 'yes' } }),
      await browser.request(`/api/notifications/${mine.id}`, { method: 'PATCH', json: { read: true, title: 'x' } }),
      await browser.request(`/api/notifications/${mine.id}`, { method: 'PATCH' }),
      await browser.request('/api/notifications/not-a-uuid', { method: 'PATCH', json: { read: true } }),
      await browser.request('/api/notifications/not-a-uuid', { method: 'DELETE' }),
    ];
    for (const response of invalid) {
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ code: 'INVALID_INPUT' });
    }
    const [row] = await t.db.select().from(notifications).where(eq(notifications.id, mine.id));
    expect(row!.read).toBe(false);

    const anonymous = t.client();
    expect((await anonymous.get('/api/notifications')).status).toBe(401);
    expect((await anonymous.post('/api/notifications/read-all')).status).toBe(401);
    expect(browser.cookie(SESSION_COOKIE)).toBeTruthy();
  });
});
