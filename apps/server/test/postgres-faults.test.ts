import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness/app.ts';
import type { TestClient } from './harness/client.ts';
import { createTestDatabase, testDriver, type TestDatabase } from './harness/database.ts';
import { createUser } from './harness/factories.ts';
import { PASSWORD } from './harness/accounts.ts';
import { startTcpProxy, type TcpProxy } from './harness/tcp-proxy.ts';
import { waitFor } from './harness/wait.ts';
import { createNotification } from '../src/modules/notifications/service.ts';
import { openDatabase } from '../src/db/client.ts';
import type { PostgresTimeouts } from '../src/db/postgres.ts';

// The app reaches PostgreSQL through a proxy the test controls, with short timeouts, so an
// outage and a partition take a second, not a minute.
const TIMEOUTS: PostgresTimeouts = { connectMs: 500, statementMs: 500, idleInTransactionMs: 2000, startMs: 0 };
// What a request may take during a partition: a statement given up (statement + 1 s of driver
// margin), then a connection that cannot be had; the rest is slack for a busy machine.
const PARTITION_ANSWER_MS = TIMEOUTS.statementMs + 1000 + TIMEOUTS.connectMs + 3000;

describe.runIf(testDriver() === 'postgres')('the API when PostgreSQL fails', () => {
  let base: TestDatabase;
  let proxy: TcpProxy;
  let t: TestApp;
  let browser: TestClient;
  let userId: string;
  let email: string;
  const bus = { resyncs: 0, seen: [] as string[] };

  beforeAll(async () => {
    base = await createTestDatabase();
    const direct = new URL(base.url!);
    proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const proxied = new URL(base.url!);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(proxy.port);
    t = await createTestApp({
      database: {
        driver: 'postgres',
        open: () => openDatabase({ kind: 'postgres', url: proxied.toString(), timeouts: TIMEOUTS }),
        destroy: async () => undefined,
      },
      worker: false,
      notificationBusReconnect: { initialMs: 50, maxMs: 200 },
    });
    ({ userId, email, browser } = await createUser(t, { password: PASSWORD }));
    t.notificationBus.subscribe(userId, {
      onNotification: (id) => bus.seen.push(id),
      onResync: () => bus.resyncs++,
      onClose: () => undefined,
    });
  });

  afterAll(async () => {
    proxy?.open();
    await t?.close();
    await proxy?.close();
    await base?.destroy();
  });

  /** The 503 of an unreachable database: its code, and when to try again. */
  function expectUnavailable(response: { status: number; headers: Headers; body: unknown }) {
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(response.body).toEqual({ code: 'SERVICE_UNAVAILABLE', retryAfter: 5 });
  }

  async function expectRecovered() {
    await waitFor(async () => (await browser.get('/api/profile')).status === 200, {
      timeoutMs: 20_000,
      what: 'the API to answer again',
    });
    expect((await t.client().get('/api/ready')).status).toBe(200);
  }

  it('stays up when its backends are terminated mid-load, answers 503 while the database is down, and recovers without a restart', async () => {
    expect((await t.client().get('/api/ready')).status).toBe(200);
    const statuses: number[] = [];
    let loading = true;
    const load = (async () => {
      while (loading) statuses.push((await browser.get('/api/profile')).status);
    })();
    await waitFor(() => statuses.length >= 5, { timeoutMs: 20_000, what: 'some load' });

    // Every backend of the app killed under it: idle connections of the pool fail, and the
    // LISTEN connection of the notification bus too.
    const terminated = await terminateBackends(base.url!);
    expect(terminated).toBeGreaterThan(0);
    const afterKill = statuses.length;
    await waitFor(() => statuses.length >= afterKill + 5, { timeoutMs: 20_000, what: 'load after the kill' });

    // The database goes away altogether.
    proxy.refuse();
    const firstOutage = statuses.length;
    await waitFor(() => statuses.slice(firstOutage).includes(503), { timeoutMs: 20_000, what: 'a 503' });
    loading = false;
    await load;
    expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);

    expectUnavailable(await browser.get('/api/profile'));
    expectUnavailable(await t.client().get('/api/ready'));
    // better-auth turns a failed query into its own error: still a 503, never "wrong password".
    expectUnavailable(await t.client().post('/api/auth/sign-in/email', { email, password: PASSWORD }));
    // Liveness does not touch the database.
    expect((await t.client().get('/api/health')).status).toBe(200);

    proxy.open();
    await expectRecovered();
    expect((await t.client().post('/api/auth/sign-in/email', { email, password: PASSWORD })).status).toBe(200);

    // The notification bus listens again: it asked its streams to resync, and new signals arrive.
    await waitFor(() => bus.resyncs > 0, { timeoutMs: 20_000, what: 'the LISTEN connection to come back' });
    const notification = await createNotification(t.db, { userId, title: 'Après la panne' });
    await waitFor(() => bus.seen.includes(notification.id), { what: 'the notification signal' });
  });

  it('answers 503 within the configured timeouts while the network holds every byte, then recovers', async () => {
    await expectRecovered();
    proxy.pause();
    for (const path of ['/api/profile', '/api/dashboard', '/api/ready']) {
      const started = Date.now();
      const response = await browser.get(path);
      expect(Date.now() - started).toBeLessThan(PARTITION_ANSWER_MS);
      expectUnavailable(response);
    }
    proxy.open();
    await expectRecovered();
  });
});

/** pg_terminate_backend on every connection to the test's database, from outside the app. */
async function terminateBackends(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    return result.rowCount ?? 0;
  } finally {
    await client.end();
  }
}
