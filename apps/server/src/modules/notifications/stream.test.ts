import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD } from '../../../test/harness/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/harness/app.ts';
import { SESSION_COOKIE } from '../../../test/harness/client.ts';
import { testDriver } from '../../../test/harness/database.ts';
import { PERSONA_ANSWERS, QUESTION_ORDER } from '../../../test/harness/onboarding.ts';
import { postJson, spawnServer, waitUntilHealthy } from '../../../test/harness/server-process.ts';
import {
  fetchNotificationStream,
  openNotificationStream,
  type EventStream,
  type ServerSentEvent,
} from '../../../test/harness/sse.ts';
import { signUpUser } from '../../../test/harness/users.ts';
import { sleep, waitFor } from '../../../test/harness/wait.ts';
import { notifications } from '../../db/schema/index.ts';
import type { NotificationView } from '@va/core/notifications/contract';
import { createNotification } from './service.ts';
import { MAX_STREAMS_PER_USER } from './stream.ts';

let t: TestApp;
const streams: EventStream[] = [];
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  for (const stream of streams) await stream.close();
  await t?.close();
});

async function open(user: { browser: Parameters<typeof openNotificationStream>[2] }, lastEventId?: string) {
  const stream = await openNotificationStream(t.app, t.config.appUrl, user.browser, { lastEventId });
  streams.push(stream);
  return stream;
}

/** Rows of a raw statement (the Database type does not know their shape). */
async function query<T>(statement: SQL): Promise<T[]> {
  return ((await t.db.execute(statement)) as unknown as { rows: T[] }).rows;
}

const titled = (title: string) => (event: ServerSentEvent) =>
  event.event === 'notification' && (JSON.parse(event.data) as NotificationView).title === title;
const titles = (stream: EventStream) =>
  stream.events.map((event) => (JSON.parse(event.data) as NotificationView).title);

describe('GET /api/notifications/stream', () => {
  it('sends each new notification of the user within a second, as `event: notification`', async () => {
    const user = await signUpUser(t);
    const stream = await open(user);
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.headers.get('cache-control')).toBe('no-store');

    const started = Date.now();
    const created = await createNotification(t.db, {
      userId: user.userId,
      event: 'points_milestone',
      params: { points: 250 },
    });
    const received = await stream.waitForEvent(titled('250\u00a0points atteints\u00a0!'), 1000);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(received.id).toBe(`${created.createdAt}|${created.id}`);
    expect(JSON.parse(received.data)).toEqual(created);
    expect(stream.retry()).toBe(2000);
    // Connected after the welcome notification, and not reconnecting: no replay of it.
    expect(titles(stream)).toEqual(['250\u00a0points atteints\u00a0!']);
  });

  it('after a reconnect with Last-Event-ID, sends what was missed (not the old ones), then live ones', async () => {
    const user = await signUpUser(t);
    const first = await open(user);
    await createNotification(t.db, { userId: user.userId, title: 'Avant' });
    const before = await first.waitForEvent(titled('Avant'));
    await first.close();
    await waitFor(() => t.notificationBus.subscriberCount(user.userId) === 0, { what: 'the stream to unsubscribe' });

    // While the browser is away.
    for (const title of ['Pendant 1', 'Pendant 2', 'Pendant 3']) {
      await sleep(2);
      await createNotification(t.db, { userId: user.userId, title });
    }

    const again = await open(user, before.id);
    await again.waitForEvent(titled('Pendant 3'));
    await createNotification(t.db, { userId: user.userId, title: 'Après' });
    await again.waitForEvent(titled('Après'));
    expect(titles(again)).toEqual(['Pendant 1', 'Pendant 2', 'Pendant 3', 'Après']);
    // Each event carries its own id, which EventSource sends back on the next reconnect.
    expect(new Set(again.events.map((event) => event.id)).size).toBe(4);

    // The same through ?lastEventId= (a client that cannot set the header).
    const byQuery = await openNotificationStream(t.app, t.config.appUrl, user.browser, {
      query: `?lastEventId=${encodeURIComponent(again.events[1]!.id!)}`,
    });
    streams.push(byQuery);
    await byQuery.waitForEvent(titled('Après'));
    expect(titles(byQuery)).toEqual(['Pendant 3', 'Après']);
  });

  it('replays a long absence whole, in order (more than one page of 100)', async () => {
    const user = await signUpUser(t);
    const start = Date.parse('2031-01-01T00:00:00.000Z');
    await t.db.insert(notifications).values(
      Array.from({ length: 150 }, (_, index) => ({
        userId: user.userId,
        title: `n${index}`,
        createdAt: new Date(start + index),
      })),
    );
    const stream = await open(user, `${new Date(start - 1).toISOString()}|00000000-0000-0000-0000-000000000000`);
    await stream.waitForEvent(titled('n149'), 3000);
    expect(titles(stream)).toEqual(Array.from({ length: 150 }, (_, index) => `n${index}`));
  });

  it('never sends another user’s notification', async () => {
    const me = await signUpUser(t);
    const someoneElse = await signUpUser(t);
    const mine = await open(me);
    const theirs = await open(someoneElse);

    await createNotification(t.db, { userId: someoneElse.userId, title: 'Pour l’autre' });
    await createNotification(t.db, { userId: me.userId, title: 'Pour moi' });
    await mine.waitForEvent(titled('Pour moi'));
    await theirs.waitForEvent(titled('Pour l’autre'));
    // Signals are delivered in commit order: had the other one been sent to me, it would be here.
    expect(titles(mine)).toEqual(['Pour moi']);
    expect(titles(theirs)).toEqual(['Pour l’autre']);

    // Nor by replay: my cursor does not open the other user's rows.
    const replay = await open(me, `${new Date(0).toISOString()}|00000000-0000-0000-0000-000000000000`);
    await replay.waitForEvent(titled('Pour moi'));
    expect(titles(replay)).toEqual(['Bienvenue sur Votre assistant\u00a0!', 'Pour moi']);
  });

  it('refuses an anonymous caller (401) and a malformed Last-Event-ID (400)', async () => {
    const anonymous = await t.app.request(`${t.config.appUrl}/api/notifications/stream`);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ code: 'UNAUTHORIZED' });

    const user = await signUpUser(t);
    for (const lastEventId of ['yesterday', `2030-01-01T00:00:00.000Z|not-a-uuid`, 'a|b|c']) {
      const response = await t.app.request(`${t.config.appUrl}/api/notifications/stream`, {
        headers: { cookie: `${SESSION_COOKIE}=${user.browser.cookie(SESSION_COOKIE)}`, 'last-event-id': lastEventId },
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ code: 'INVALID_INPUT' });
    }
  });

  it(`refuses a user's stream past ${MAX_STREAMS_PER_USER} open ones (429), and opens one again once one closes`, async () => {
    const user = await signUpUser(t);
    const other = await signUpUser(t);
    const opened: EventStream[] = [];
    for (let index = 0; index < MAX_STREAMS_PER_USER; index++) opened.push(await open(user));
    expect(opened.map((stream) => stream.status)).toEqual(Array(MAX_STREAMS_PER_USER).fill(200));

    const refused = await t.app.request(`${t.config.appUrl}/api/notifications/stream`, {
      headers: { cookie: `${SESSION_COOKIE}=${user.browser.cookie(SESSION_COOKIE)}` },
    });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('15');
    expect(await refused.json()).toEqual({ code: 'RATE_LIMITED', retryAfter: 15 });
    // Another user is not affected.
    expect((await open(other)).status).toBe(200);

    await opened[0]!.close();
    const again = await waitFor(async () => {
      const stream = await open(user);
      return stream.status === 200 ? stream : undefined;
    });
    expect(again.status).toBe(200);
  });

  it('sends a heartbeat, and ends the stream once the session is signed out', async () => {
    const quick = await createTestApp({ database: t.database, smtp: t.smtp, notificationStreamHeartbeatMs: 40 });
    try {
      const user = await signUpUser(quick);
      const stream = await openNotificationStream(quick.app, quick.config.appUrl, user.browser);
      await waitFor(() => stream.comments.includes('heartbeat'), { timeoutMs: 2000, what: 'a heartbeat' });
      expect((await user.browser.post('/api/auth/sign-out')).status).toBe(200);
      await stream.ended;
      expect(quick.notificationBus.subscriberCount(user.userId)).toBe(0);
    } finally {
      await quick.close();
    }
  });

  it('ends the open streams when the server shuts down', async () => {
    const other = await createTestApp({ database: t.database, smtp: t.smtp });
    const user = await signUpUser(other);
    const stream = await openNotificationStream(other.app, other.config.appUrl, user.browser);
    await other.close();
    await stream.ended;
  });

  it('works over real HTTP, and lets go of the subscription when the client disconnects', async () => {
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }) as Server;
    await new Promise<void>((resolve) => server.once('listening', resolve));
    try {
      const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const user = await signUpUser(t);
      const stream = await fetchNotificationStream(baseUrl, `${SESSION_COOKIE}=${user.browser.cookie(SESSION_COOKIE)}`);
      expect(stream.status).toBe(200);
      await createNotification(t.db, { userId: user.userId, title: 'Par le réseau' });
      await stream.waitForEvent(titled('Par le réseau'));
      expect(t.notificationBus.subscriberCount(user.userId)).toBe(1);

      await stream.close();
      await waitFor(() => t.notificationBus.subscriberCount(user.userId) === 0, {
        timeoutMs: 2000,
        what: 'the server to notice the disconnect',
      });
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

// LISTEN/NOTIFY between separate connections and processes exists only on a PostgreSQL server.
if (testDriver() === 'postgres') {
  describe('on PostgreSQL, across connections and processes', () => {
    it(
      'delivers a notification written by a second server process to this process’s stream',
      { timeout: 60_000 },
      async () => {
        const [{ name }] = (await query<{ name: string }>(sql`select current_database() as name`)) as [
          { name: string },
        ];
        const databaseUrl = new URL(process.env.TEST_DATABASE_URL!);
        databaseUrl.pathname = `/${name}`;
        const dataDir = mkdtempSync(path.join(tmpdir(), 'va-second-process-'));
        const second = await spawnServer(dataDir, { DATABASE_URL: databaseUrl.toString() });
        try {
          await waitUntilHealthy(second);
          const user = await signUpUser(t);
          const stream = await open(user);

          // The same person on the second server: it completes the questionnaire there.
          const signIn = await postJson(second, '/api/auth/sign-in/email', { email: user.email, password: PASSWORD });
          expect(signIn.status).toBe(200);
          const cookie = signIn.headers
            .getSetCookie()
            .find((line) => line.startsWith(`${SESSION_COOKIE}=`))!
            .split(';')[0]!;
          for (const questionId of QUESTION_ORDER) {
            const response = await fetch(`${second.url}/api/onboarding/answers/${questionId}`, {
              method: 'PUT',
              headers: { 'content-type': 'application/json', origin: second.origin, cookie },
              body: JSON.stringify(PERSONA_ANSWERS[questionId]),
            });
            expect(response.status).toBe(200);
          }

          await stream.waitForEvent(titled('Parcours IKIGAI terminé'), 1000);
          await stream.waitForEvent(titled('100\u00a0points atteints\u00a0!'), 1000);
        } finally {
          second.child.kill('SIGTERM');
          await second.exited;
          rmSync(dataDir, { recursive: true, force: true });
        }
      },
    );

    it('reopens a dropped LISTEN connection and loses nothing', async () => {
      const resilient = await createTestApp({
        database: t.database,
        smtp: t.smtp,
        // Slow enough that the notification below is written while nobody listens.
        notificationBusReconnect: { initialMs: 400, maxMs: 1000 },
      });
      try {
        const user = await signUpUser(resilient);
        const stream = await openNotificationStream(resilient.app, resilient.config.appUrl, user.browser);
        const listeners = sql`select pid from pg_stat_activity
          where datname = current_database() and query = 'LISTEN va_notifications' and pid <> pg_backend_pid()`;
        const before = (await query<{ pid: number }>(listeners)).map((row) => row.pid);
        expect(before.length).toBeGreaterThanOrEqual(2);
        // Every LISTEN connection of this database: each app's bus reconnects.
        await t.db.execute(sql`select pg_terminate_backend(pid) from (${listeners}) as listening`);
        await waitFor(async () => (await query<{ pid: number }>(listeners)).every((row) => !before.includes(row.pid)), {
          timeoutMs: 2000,
          what: 'the LISTEN connections to end',
        });
        // Written while this app does not listen: only the resync after its reconnect can bring it.
        await createNotification(t.db, { userId: user.userId, title: 'Pendant la coupure' });
        expect(resilient.notificationBus.subscriberCount(user.userId)).toBe(1);
        await stream.waitForEvent(titled('Pendant la coupure'), 3000);

        await waitFor(
          async () => {
            const after = (await query<{ pid: number }>(listeners)).map((row) => row.pid);
            return after.length >= before.length && after.every((pid) => !before.includes(pid));
          },
          { timeoutMs: 3000, what: 'new LISTEN connections' },
        );
        await createNotification(t.db, { userId: user.userId, title: 'Après la coupure' });
        await stream.waitForEvent(titled('Après la coupure'), 1000);
        expect(titles(stream)).toEqual(['Pendant la coupure', 'Après la coupure']);
        await stream.close();
      } finally {
        await resilient.close();
      }
    });
  });
}
