import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { scheduledJobs } from '../../db/schema/index.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/harness/database.ts';
import { waitFor } from '../../../test/harness/wait.ts';
import { defineJob, pruneFinishedJobs, scheduleJob, type JobDefinition } from './job.ts';
import { startScheduler, type Scheduler } from './scheduler.ts';

const T0 = new Date('2026-03-02T10:00:00.000Z');
const LEASE_MS = 60_000;
const RETRY_MS = 1000;

let database: TestDatabase;
let first: DatabaseHandle;
let second: DatabaseHandle;
const started: Scheduler[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  // Two connections (two pools on PostgreSQL), as two servers would have.
  first = await database.open();
  second = await database.open();
});
afterEach(async () => {
  await Promise.all(started.splice(0).map((scheduler) => scheduler.stop()));
  await first.db.delete(scheduledJobs);
});
afterAll(async () => {
  await first?.close();
  await second?.close();
  await database?.destroy();
});

/** A clock the test moves by hand. */
function clock(at = T0) {
  let time = at.getTime();
  return { now: () => new Date(time), advance: (ms: number) => (time += ms) };
}

function captureLogs() {
  const lines: Record<string, unknown>[] = [];
  const logger = pino(
    { level: 'debug', base: undefined },
    { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
  );
  return { logger, lines };
}

function scheduler(
  jobs: JobDefinition[],
  options: { handle?: DatabaseHandle; now?: () => Date; logger?: pino.Logger } = {},
) {
  const created = startScheduler({
    db: (options.handle ?? first).db,
    logger: options.logger ?? pino({ level: 'silent' }),
    jobs,
    pollIntervalMs: 60_000,
    leaseMs: LEASE_MS,
    retryBaseDelayMs: RETRY_MS,
    now: options.now ?? clock().now,
    autoStart: false,
  });
  started.push(created);
  return created;
}

const jobRow = async (name: string) => {
  const [row] = await first.db.select().from(scheduledJobs).where(eq(scheduledJobs.name, name));
  return row!;
};

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe('the scheduler', () => {
  it('runs a due job once, with its payload, and logs its name, attempt and duration but not its payload', async () => {
    const payloads: unknown[] = [];
    const { logger, lines } = captureLogs();
    const time = clock();
    const worker = scheduler(
      [defineJob<{ secret: string }>({ name: 'probe', run: async ({ payload }) => void payloads.push(payload) })],
      {
        now: time.now,
        logger,
      },
    );
    await scheduleJob(first.db, 'probe', {
      key: 'a',
      runAt: new Date(T0.getTime() + 1000),
      payload: { secret: 'camille@example.com' },
    });

    expect(await worker.runDue()).toBe(0);
    time.advance(1000);
    expect(await worker.runDue()).toBe(1);
    expect(await worker.runDue()).toBe(0);

    expect(payloads).toEqual([{ secret: 'camille@example.com' }]);
    expect(await jobRow('probe')).toMatchObject({ status: 'done', attempts: 1, lockedUntil: null, claimedBy: null });
    const done = lines.find((line) => line.msg === 'job done');
    expect(done).toMatchObject({ job: 'probe', attempt: 1, durationMs: expect.any(Number) });
    expect(JSON.stringify(lines)).not.toContain('camille@example.com');
  });

  it('schedules idempotently: one row per name and key', async () => {
    const runAt = T0;
    expect(await scheduleJob(first.db, 'probe', { key: 'slot-1', runAt })).toBe(true);
    expect(await scheduleJob(second.db, 'probe', { key: 'slot-1', runAt })).toBe(false);
    expect(await scheduleJob(first.db, 'other', { key: 'slot-1', runAt })).toBe(true);
    expect(await first.db.$count(scheduledJobs)).toBe(3 - 1);
  });

  it('retries a failing job with a doubling delay, then marks it failed, logging the error kind only', async () => {
    const { logger, lines } = captureLogs();
    const time = clock();
    let calls = 0;
    const worker = scheduler(
      [
        defineJob({
          name: 'flaky',
          maxAttempts: 3,
          run: async () => {
            calls += 1;
            throw new TypeError('failed query, params: camille@example.com');
          },
        }),
      ],
      { now: time.now, logger },
    );
    await scheduleJob(first.db, 'flaky', { key: 'k', runAt: T0, maxAttempts: 3 });

    await worker.runDue();
    expect(await jobRow('flaky')).toMatchObject({
      status: 'pending',
      attempts: 1,
      runAt: new Date(T0.getTime() + RETRY_MS),
      lastError: 'failed query, params: camille@example.com',
    });
    time.advance(RETRY_MS - 1);
    await worker.runDue();
    expect(calls).toBe(1);
    time.advance(1);
    await worker.runDue();
    expect(calls).toBe(2);
    expect((await jobRow('flaky')).runAt).toEqual(new Date(T0.getTime() + RETRY_MS + 2 * RETRY_MS));
    time.advance(2 * RETRY_MS);
    await worker.runDue();
    expect(calls).toBe(3);
    expect(await jobRow('flaky')).toMatchObject({ status: 'failed', attempts: 3 });
    time.advance(60 * RETRY_MS);
    await worker.runDue();
    expect(calls).toBe(3);

    expect(lines.filter((line) => line.msg === 'job failed, will retry').map((line) => line.attempt)).toEqual([1, 2]);
    expect(lines.find((line) => line.msg === 'job failed for good')).toMatchObject({
      job: 'flaky',
      error: 'TypeError',
    });
    expect(JSON.stringify(lines)).not.toContain('camille@example.com');
  });

  it('runs each job exactly once when two servers poll together', async () => {
    const runs: string[] = [];
    const job = defineJob<{ n: number }>({
      name: 'count',
      run: async ({ payload }) => {
        runs.push(`${payload.n}`);
        await new Promise((resolve) => setTimeout(resolve, 5));
      },
    });
    const a = scheduler([job]);
    const b = scheduler([job], { handle: second });
    for (let n = 0; n < 12; n++) await scheduleJob(first.db, 'count', { key: `${n}`, runAt: T0, payload: { n } });

    const [ranA, ranB] = await Promise.all([a.runDue(), b.runDue()]);
    await Promise.all([a.runDue(), b.runDue()]);

    expect(ranA + ranB).toBe(12);
    expect(runs.sort((x, y) => Number(x) - Number(y))).toEqual(Array.from({ length: 12 }, (_, n) => `${n}`));
    const rows = await first.db.select().from(scheduledJobs);
    expect(rows.every((row) => row.status === 'done' && row.attempts === 1)).toBe(true);
  });

  it('runs again, elsewhere, a job whose server stopped answering mid-run once its lease has expired', async () => {
    const time = clock();
    const hanging = deferred();
    let firstStarted = false;
    const stuck = scheduler(
      [
        defineJob({
          name: 'long',
          run: async () => {
            firstStarted = true;
            await hanging.promise;
          },
        }),
      ],
      // Its clock stays at T0: it never renews past T0 + lease, as a frozen or dead server would not.
      { now: clock().now },
    );
    let secondRuns = 0;
    const other = scheduler([defineJob({ name: 'long', run: async () => void (secondRuns += 1) })], {
      handle: second,
      now: time.now,
    });
    await scheduleJob(first.db, 'long', { key: 'k', runAt: T0 });

    const stuckRun = stuck.runDue();
    await waitFor(() => firstStarted, { what: 'the first server to start the job' });
    time.advance(LEASE_MS - 1);
    expect(await other.runDue()).toBe(0);
    time.advance(1);
    expect(await other.runDue()).toBe(1);
    expect(secondRuns).toBe(1);
    expect(await jobRow('long')).toMatchObject({ status: 'done', attempts: 2 });

    // The first server wakes up: its late result does not overwrite the second's.
    hanging.resolve();
    await stuckRun;
    expect(await jobRow('long')).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('marks failed, without running it, a job whose last attempt never finished', async () => {
    const time = clock();
    let runs = 0;
    const worker = scheduler([defineJob({ name: 'last', run: async () => void (runs += 1) })], { now: time.now });
    await scheduleJob(first.db, 'last', { key: 'k', runAt: T0, maxAttempts: 2 });
    await first.db
      .update(scheduledJobs)
      .set({ attempts: 2, claimedBy: 'dead-server', lockedUntil: new Date(T0.getTime() - 1) })
      .where(eq(scheduledJobs.name, 'last'));

    await worker.runDue();
    expect(runs).toBe(0);
    expect(await jobRow('last')).toMatchObject({ status: 'failed', attempts: 3 });
  });

  it('schedules one job per slot of a recurring kind, whichever server schedules it', async () => {
    const time = clock(new Date('2026-03-02T23:59:00.000Z'));
    const day = 24 * 60 * 60 * 1000;
    let runs = 0;
    const daily = defineJob({ name: 'daily', every: day, run: async () => void (runs += 1) });
    const a = scheduler([daily], { now: time.now });
    const b = scheduler([daily], { handle: second, now: time.now });

    await Promise.all([a.runDue(), b.runDue()]);
    await Promise.all([a.runDue(), b.runDue()]);
    expect(runs).toBe(1);
    time.advance(60_000);
    await Promise.all([a.runDue(), b.runDue()]);
    expect(runs).toBe(2);

    const rows = await first.db.select().from(scheduledJobs).orderBy(scheduledJobs.runAt);
    expect(rows.map((row) => [row.key, row.status])).toEqual([
      ['2026-03-02T00:00:00.000Z', 'done'],
      ['2026-03-03T00:00:00.000Z', 'done'],
    ]);
  });

  it('leaves alone the kinds it does not know', async () => {
    const worker = scheduler([defineJob({ name: 'known', run: async () => undefined })]);
    await scheduleJob(first.db, 'unknown', { key: 'k', runAt: T0 });
    expect(await worker.runDue()).toBe(0);
    expect(await jobRow('unknown')).toMatchObject({ status: 'pending', attempts: 0, claimedBy: null });
  });

  it('refuses two kinds with one name', () => {
    const job = defineJob({ name: 'twice', run: async () => undefined });
    expect(() => scheduler([job, job])).toThrow(/share a name/);
  });

  it('polls by itself and stops cleanly', async () => {
    let runs = 0;
    const worker = startScheduler({
      db: first.db,
      logger: pino({ level: 'silent' }),
      jobs: [defineJob({ name: 'polled', run: async () => void (runs += 1) })],
      pollIntervalMs: 10,
      leaseMs: LEASE_MS,
      retryBaseDelayMs: RETRY_MS,
    });
    await scheduleJob(first.db, 'polled', { key: 'k', runAt: new Date() });
    await waitFor(() => runs === 1, { what: 'the job to run' });
    await worker.stop();
    await scheduleJob(first.db, 'polled', { key: 'k2', runAt: new Date() });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(runs).toBe(1);
  });

  it('prunes finished jobs before a date, never pending ones', async () => {
    await scheduleJob(first.db, 'a', { key: 'done-old', runAt: T0 });
    await scheduleJob(first.db, 'a', { key: 'done-new', runAt: T0 });
    await scheduleJob(first.db, 'a', { key: 'pending', runAt: T0 });
    await first.db
      .update(scheduledJobs)
      .set({ status: 'done', finishedAt: T0 })
      .where(eq(scheduledJobs.key, 'done-old'));
    await first.db
      .update(scheduledJobs)
      .set({ status: 'failed', finishedAt: new Date(T0.getTime() + 2000) })
      .where(eq(scheduledJobs.key, 'done-new'));
    expect(await pruneFinishedJobs(first.db, new Date(T0.getTime() + 1000))).toBe(1);
    expect((await first.db.select().from(scheduledJobs)).map((row) => row.key).sort()).toEqual(['done-new', 'pending']);
  });
});
