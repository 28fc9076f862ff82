import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness/app.ts';
import { answer } from '../../../test/harness/onboarding.ts';
import { createOnboarding, createUser, signIn } from '../../../test/harness/factories.ts';
import { captureQueries } from '../../../test/harness/queries.ts';
import { sleep } from '../../../test/harness/wait.ts';
import {
  activities,
  notifications,
  onboardingBonuses,
  onboardingResponses,
  profiles,
  tests,
  users,
  userSettings,
} from '../../db/schema/index.ts';
import { createNotification } from '../notifications/service.ts';
import type { DashboardSummary } from '@va/core/dashboard/contract';
import { getDashboard } from './service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const TODAY = '2030-01-10';

function activity(userId: string, values: Partial<typeof activities.$inferInsert>) {
  return { userId, title: 'Marche', date: TODAY, ...values };
}

describe('GET /api/dashboard', () => {
  it('gives a new user 50 points (first and last name), zero scores and nothing upcoming', async () => {
    const { browser } = await createUser(t, {
      firstname: 'Inès',
      lastname: 'Moreau',
      userType: 'freelance',
      welcome: true,
    });
    const response = await browser.get<DashboardSummary>(`/api/dashboard?today=${TODAY}`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      profile: {
        firstname: 'Inès',
        lastname: 'Moreau',
        userType: 'freelance',
        onboardingCompleted: false,
        profilePhotoUrl: null,
      },
      points: 50,
      scores: { ikigai: 0, wellbeing: 0, mental_health: 0, performance: 0 },
      unreadCount: 1,
      upcoming: [],
    });
    expect(response.body.profile.email).toMatch(/@example\.fr$/);
    // The welcome notification is all that happened so far.
    expect(response.body.recentActivity).toEqual([
      {
        kind: 'notification',
        at: expect.any(String),
        title: 'Bienvenue sur Votre assistant\u00a0!',
        event: 'welcome',
      },
    ]);
  });

  it('computes points and scores from the stored rows only', async () => {
    const { browser, userId } = await createUser(t);
    const other = await createUser(t);
    await t.db.update(profiles).set({ onboardingCompleted: true }).where(eq(profiles.id, userId));
    await t.db.insert(tests).values([
      { userId, testKey: 'who5', category: 'wellbeing', score: 40, completed: true },
      { userId, testKey: 'ikigai', category: 'ikigai', score: 75, completed: true },
      // Started, not finished: neither points nor score.
      { userId, testKey: 'cbi', category: 'mental_health', score: 90, completed: false },
      // Someone else's.
      { userId: other.userId, testKey: 'cbi', category: 'mental_health', score: 60, completed: true },
    ]);
    await t.db
      .insert(activities)
      .values([
        activity(userId, { category: 'wellbeing', status: 'completed', date: '2030-01-01' }),
        activity(userId, { category: 'wellbeing', status: 'completed', date: '2030-01-02' }),
        activity(userId, { category: 'ikigai', status: 'completed', date: '2030-01-03' }),
        activity(userId, { category: 'performance', status: 'pending', date: '2030-01-11' }),
        activity(userId, { category: 'performance', status: 'cancelled', date: '2030-01-12' }),
        activity(other.userId, { category: 'performance', status: 'completed' }),
      ]);

    const response = await browser.get<DashboardSummary>(`/api/dashboard?today=${TODAY}`);
    expect(response.status).toBe(200);
    // onboarding 100 + 2 tests × 50 + 3 activities × 25 + full name 50
    expect(response.body.points).toBe(325);
    expect(response.body.scores).toEqual({ ikigai: 85, wellbeing: 60, mental_health: 0, performance: 0 });
    expect(response.body.profile.onboardingCompleted).toBe(true);
  });

  it('caps a score at 100 and rounds it, and loses the 50 points without a last name', async () => {
    const { browser, userId } = await createUser(t);
    await t.db.update(profiles).set({ lastname: '  ' }).where(eq(profiles.id, userId));
    await t.db.insert(tests).values([
      { userId, testKey: 'who5', category: 'wellbeing', score: 72.4, completed: true },
      { userId, testKey: 'cbi', category: 'mental_health', score: 33.5, completed: true },
    ]);
    await t.db
      .insert(activities)
      .values([1, 2, 3].map(() => activity(userId, { category: 'wellbeing', status: 'completed' })));

    const response = await browser.get<DashboardSummary>(`/api/dashboard?today=${TODAY}`);
    expect(response.body.scores).toEqual({ ikigai: 0, wellbeing: 100, mental_health: 34, performance: 0 });
    expect(response.body.points).toBe(2 * 50 + 3 * 25);
  });

  it('lists the next five pending activities from today, by date then time', async () => {
    const { browser, userId } = await createUser(t);
    await t.db
      .insert(activities)
      .values([
        activity(userId, { title: 'hier', date: '2030-01-09', time: '09:00' }),
        activity(userId, { title: 'fait', date: '2030-01-10', time: '07:00', status: 'completed' }),
        activity(userId, { title: 'annulé', date: '2030-01-10', time: '07:30', status: 'cancelled' }),
        activity(userId, { title: 'sans heure', date: '2030-01-10', time: null }),
        activity(userId, { title: 'ce soir', date: '2030-01-10', time: '18:00', priority: 'high', category: 'ikigai' }),
        activity(userId, { title: 'ce matin', date: '2030-01-10', time: '08:15' }),
        activity(userId, { title: 'demain', date: '2030-01-11', time: '10:00' }),
        activity(userId, { title: 'plus tard', date: '2030-02-01', time: '10:00' }),
        activity(userId, { title: 'bien plus tard', date: '2030-03-01', time: '10:00' }),
      ]);

    const response = await browser.get<DashboardSummary>(`/api/dashboard?today=${TODAY}`);
    expect(response.body.upcoming.map((item) => item.title)).toEqual([
      'ce matin',
      'ce soir',
      'sans heure',
      'demain',
      'plus tard',
    ]);
    expect(response.body.upcoming[1]).toEqual({
      id: expect.any(String),
      title: 'ce soir',
      date: '2030-01-10',
      time: '18:00',
      priority: 'high',
      category: 'ikigai',
    });
  });

  it('shows recent activity: onboarding answers per session, bonuses and notifications, newest first', async () => {
    const { browser } = await createUser(t, { welcome: true });
    for (const questionId of ['1-1', '1-2', '1-3', '2-1']) expect((await answer(browser, questionId)).status).toBe(200);

    const { recentActivity } = (await browser.get<DashboardSummary>('/api/dashboard')).body;
    const times = recentActivity.map((entry) => Date.parse(entry.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(recentActivity[0]).toEqual({
      kind: 'answer',
      at: expect.any(String),
      event: 'onboarding_answers',
      params: { session: 2, answered: 1 },
    });
    expect(recentActivity).toHaveLength(4);
    expect(recentActivity).toEqual(
      expect.arrayContaining([
        { kind: 'answer', at: expect.any(String), event: 'onboarding_answers', params: { session: 1, answered: 3 } },
        {
          kind: 'points',
          at: expect.any(String),
          event: 'onboarding_session_bonus',
          params: { session: 1 },
          points: 50,
        },
        { kind: 'notification', at: expect.any(String), title: expect.any(String), event: 'welcome' },
      ]),
    );
  });

  it('shows the profile photo URL and keeps recent activity to eight entries', async () => {
    const { browser, userId } = await createUser(t, { welcome: true });
    await t.db
      .update(userSettings)
      .set({ profilePhotoUrl: '/api/photos/abc.jpg' })
      .where(eq(userSettings.userId, userId));
    for (const questionId of ['1-1', '1-2', '1-3', '2-1', '2-2', '2-3', '3-1', '3-2', '3-3', '4-1'])
      expect((await answer(browser, questionId)).status).toBe(200);
    for (const title of ['Rappel', 'Message']) {
      // Apart in time: the order of entries of one millisecond is not defined.
      await sleep(2);
      await createNotification(t.db, { userId, title, category: title === 'Rappel' ? 'reminder' : 'message' });
    }

    const { body } = await browser.get<DashboardSummary>('/api/dashboard');
    expect(body.profile.profilePhotoUrl).toBe('/api/photos/abc.jpg');
    // 4 answer groups + 3 bonuses + 3 notifications: the 8 latest.
    expect(body.recentActivity).toHaveLength(8);
    expect(body.recentActivity.slice(0, 2)).toEqual([
      { kind: 'notification', at: expect.any(String), title: 'Message' },
      { kind: 'notification', at: expect.any(String), title: 'Rappel' },
    ]);
    expect(body.recentActivity.filter((entry) => entry.kind === 'answer')).toHaveLength(4);
    expect(body.recentActivity.find((entry) => 'event' in entry && entry.event === 'welcome')).toBeUndefined();
  });

  it('answers from one statement beside the session check, whatever the user has', async () => {
    const { browser, userId } = await createUser(t, { welcome: true });
    await createOnboarding(t, userId);
    await t.db.insert(tests).values([
      { userId, testKey: 'who5', category: 'wellbeing', score: 40, completed: true },
      { userId, testKey: 'cbi', category: 'mental_health', score: 60, completed: true },
    ]);
    await t.db
      .insert(activities)
      .values([
        activity(userId, { category: 'wellbeing', status: 'completed' }),
        activity(userId, { category: 'ikigai', date: '2030-01-12' }),
      ]);
    for (const title of ['Rappel', 'Message']) await createNotification(t.db, { userId, title });

    const { result, queries } = await captureQueries(() =>
      browser.get<DashboardSummary>(`/api/dashboard?today=${TODAY}`),
    );
    expect(result.status).toBe(200);
    expect(result.body.points).toBe(100 + 2 * 50 + 25 + 50);
    expect(result.body.upcoming).toHaveLength(1);
    expect(result.body.recentActivity.length).toBeGreaterThan(3);
    // The session and its user, then the whole dashboard.
    expect(queries).toHaveLength(2);
    expect(queries[0]!.sql).toMatch(/from "sessions" inner join "users"/);
    expect(queries[1]!.sql).toMatch(/^select \(select json_build_object/);
  });

  it('creates the profile and settings rows of a user who has none yet', async () => {
    const { browser, userId } = await createUser(t, { firstname: 'Léa', lastname: 'Martin' });
    await t.db.delete(profiles).where(eq(profiles.id, userId));
    await t.db.delete(userSettings).where(eq(userSettings.userId, userId));

    const response = await browser.get<DashboardSummary>(`/api/dashboard?today=${TODAY}`);
    expect(response.status).toBe(200);
    expect(response.body.profile).toMatchObject({ firstname: 'Léa', lastname: 'Martin', profilePhotoUrl: null });
    expect(response.body.points).toBe(50);
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, userId));
    expect(profile?.firstname).toBe('Léa');
    const [settings] = await t.db.select().from(userSettings).where(eq(userSettings.userId, userId));
    expect(settings?.theme).toBe('light');
  });

  it('refuses a malformed day (400 INVALID_INPUT) and an anonymous caller (401)', async () => {
    const { browser } = await createUser(t);
    const invalid = await browser.get('/api/dashboard?today=10/01/2030');
    expect(invalid.status).toBe(400);
    expect(invalid.body).toEqual({ code: 'INVALID_INPUT' });
    const anonymous = await t.client().get('/api/dashboard');
    expect(anonymous.status).toBe(401);
  });
});

describe('GET /api/dashboard sent again while nothing changed (ADR 0037)', () => {
  const read = (browser: { get: <T>(path: string) => Promise<{ status: number; body: T }> }) =>
    browser.get<DashboardSummary>(`/api/dashboard?today=${TODAY}`);
  const versionOf = async (userId: string) =>
    (await t.db.select({ v: users.dataVersion }).from(users).where(eq(users.id, userId)))[0]!.v;

  it('answers an unchanged dashboard from the session check alone, and a changed one fresh after every kind of write', async () => {
    const { browser, userId, email } = await createUser(t, { welcome: true });
    const { sessionId } = await createOnboarding(t, userId, { questionIds: ['1-1', '1-2'] });
    const first = await read(browser);
    const again = await captureQueries(() => read(browser));
    expect(again.result.body).toEqual(first.body);
    expect(again.queries).toHaveLength(1);
    expect(again.queries[0]!.sql).toMatch(/from "sessions" inner join "users"/);

    const [pending] = await t.db
      .insert(activities)
      .values(activity(userId, { category: 'wellbeing', date: '2030-01-11' }))
      .returning();
    const writes: Array<[string, () => Promise<unknown>]> = [
      ['a notification', () => createNotification(t.db, { userId, title: 'Rappel' })],
      [
        'a notification read',
        () => t.db.update(notifications).set({ read: true }).where(eq(notifications.userId, userId)),
      ],
      [
        'a test',
        () => t.db.insert(tests).values({ userId, testKey: 'who5', category: 'wellbeing', score: 40, completed: true }),
      ],
      [
        'an activity done',
        () => t.db.update(activities).set({ status: 'completed' }).where(eq(activities.id, pending!.id)),
      ],
      ['an activity deleted', () => t.db.delete(activities).where(eq(activities.id, pending!.id))],
      ['a last name', () => t.db.update(profiles).set({ lastname: 'Nouveau' }).where(eq(profiles.id, userId))],
      [
        'a photo',
        () =>
          t.db
            .update(userSettings)
            .set({ profilePhotoUrl: '/api/photos/x.png' })
            .where(eq(userSettings.userId, userId)),
      ],
      [
        'an onboarding answer',
        () => t.db.insert(onboardingResponses).values({ sessionId, questionId: '1-3', textResponse: 'Oui' }),
      ],
      ['a session bonus', () => t.db.insert(onboardingBonuses).values({ sessionId, sessionNumber: 1, points: 50 })],
      [
        'an answer removed',
        () =>
          t.db
            .delete(onboardingResponses)
            .where(and(eq(onboardingResponses.sessionId, sessionId), eq(onboardingResponses.questionId, '1-1'))),
      ],
    ];
    let previous = (await read(browser)).body;
    for (const [label, write] of writes) {
      await write();
      const served = (await read(browser)).body;
      const truth = (await getDashboard(t.db, { id: userId, email }, TODAY)).summary;
      expect(served, label).toEqual(truth);
      expect(served, label).not.toEqual(previous);
      previous = served;
    }
  });

  it('never sends a page older than a write made through another server on the same database', async () => {
    const other = await createTestApp({ database: t.database, smtp: t.smtp });
    try {
      const { browser, userId } = await createUser(t, { welcome: true });
      expect((await read(browser)).body.unreadCount).toBe(1);
      expect((await read(browser)).body.unreadCount).toBe(1);
      const elsewhere = await signIn(other, userId);
      expect((await elsewhere.browser.post('/api/notifications/read-all')).status).toBe(200);
      expect((await read(browser)).body.unreadCount).toBe(0);
    } finally {
      await other.close();
    }
  });

  it("raises the writer's version only, at commit, and not for a write rolled back", async () => {
    const one = await createUser(t);
    const another = await createUser(t);
    const [before, otherBefore] = [await versionOf(one.userId), await versionOf(another.userId)];
    await t.db
      .transaction(async (tx) => {
        await createNotification(tx, { userId: one.userId, title: 'Annulée' });
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect(await versionOf(one.userId)).toBe(before);
    await createNotification(t.db, { userId: one.userId, title: 'Gardée' });
    expect(await versionOf(one.userId)).toBeGreaterThan(before);
    expect(await versionOf(another.userId)).toBe(otherBefore);
  });

  it('has the version trigger on every table its statement reads', async () => {
    const { browser } = await createUser(t);
    const { queries } = await captureQueries(() => read(browser));
    const statement = queries[1]!.sql;
    const tablesRead = new Set([...statement.matchAll(/(?:from|join) "(\w+)"/g)].map((match) => match[1]!));
    tablesRead.delete('users'); // the version itself
    expect(tablesRead.size).toBeGreaterThan(5);
    const { rows } = (await t.db.execute(
      sql`select c.relname as name from pg_trigger g join pg_class c on c.oid = g.tgrelid
          where g.tgname = c.relname || '_data_version' and g.tgdeferrable`,
    )) as unknown as { rows: Array<{ name: string }> };
    const triggered = new Set(rows.map((row) => row.name));
    expect([...tablesRead].filter((table) => !triggered.has(table))).toEqual([]);
  });
});
