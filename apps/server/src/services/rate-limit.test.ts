import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.ts';
import { rateLimitCounters } from '../db/schema/index.ts';
import { createTestDatabase, type TestDatabase } from '../../test/harness/database.ts';
import { createRateLimiter, pruneExpiredRateLimits } from './rate-limit.ts';

const rule = { limit: 2, windowMs: 60_000 };

let database: TestDatabase;
let handle: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase({ onDisk: true });
  handle = await database.open();
});
afterAll(async () => {
  await handle?.close();
  await database?.destroy();
});

/** A clock the test moves; starts at a fixed instant so windows never depend on the real time. */
function clock(start = Date.UTC(2026, 0, 5, 9)) {
  const state = { time: start };
  return { now: () => state.time, advance: (ms: number) => (state.time += ms), state };
}

describe('rate limiter (database counters)', () => {
  it('allows up to the limit in a window, then says when to come back', async () => {
    const { now, advance } = clock();
    const limiter = createRateLimiter(handle.db, now);
    expect((await limiter.hit('window', rule)).allowed).toBe(true);
    expect((await limiter.hit('window', rule)).allowed).toBe(true);
    advance(15_000);
    expect(await limiter.hit('window', rule)).toEqual({ allowed: false, retryAfter: 45 });
    expect((await limiter.hit('window-other', rule)).allowed).toBe(true);
    advance(45_000);
    expect((await limiter.hit('window', rule)).allowed).toBe(true);
  });

  it('gives a refunded hit back, never below zero', async () => {
    const { now } = clock();
    const limiter = createRateLimiter(handle.db, now);
    await limiter.hit('refund', rule);
    await limiter.hit('refund', rule);
    await limiter.refund('refund');
    await limiter.refund('refund');
    await limiter.refund('refund');
    expect((await limiter.hit('refund', rule)).allowed).toBe(true);
    expect((await limiter.hit('refund', rule)).allowed).toBe(true);
    expect((await limiter.hit('refund', rule)).allowed).toBe(false);
  });

  it('counts concurrent hits exactly once each', async () => {
    const { now } = clock();
    const limiter = createRateLimiter(handle.db, now);
    const results = await Promise.all(
      Array.from({ length: 12 }, () => limiter.hit('concurrent', { limit: 5, windowMs: 60_000 })),
    );
    expect(results.filter((result) => result.allowed)).toHaveLength(5);
  });

  it('is shared by two servers on one database', async () => {
    const { now } = clock();
    const [one, two] = [createRateLimiter(handle.db, now), createRateLimiter(handle.db, now)];
    expect((await one.hit('shared', rule)).allowed).toBe(true);
    expect((await two.hit('shared', rule)).allowed).toBe(true);
    expect((await one.hit('shared', rule)).allowed).toBe(false);
    expect((await two.hit('shared', rule)).allowed).toBe(false);
  });

  // Two openings of a database on disk (migrations each time).
  it('keeps its counts across a restart', { timeout: 90_000 }, async () => {
    const { now } = clock();
    const restartable = await createTestDatabase({ onDisk: true });
    try {
      const before = await restartable.open();
      await createRateLimiter(before.db, now).hit('restart', rule);
      await createRateLimiter(before.db, now).hit('restart', rule);
      await before.close();
      const after = await restartable.open();
      try {
        expect((await createRateLimiter(after.db, now).hit('restart', rule)).allowed).toBe(false);
      } finally {
        await after.close();
      }
    } finally {
      await restartable.destroy();
    }
  });

  it('stores no key in clear', async () => {
    const { now } = clock();
    await createRateLimiter(handle.db, now).hit('signIn:email:camille@example.fr', rule);
    const keys = (await handle.db.select().from(rateLimitCounters)).map((row) => row.key);
    expect(keys.some((key) => key.includes('camille'))).toBe(false);
  });

  it('prunes the windows that have ended, by itself once a minute and on demand', async () => {
    const { now, advance, state } = clock(Date.UTC(2030, 0, 1));
    const limiter = createRateLimiter(handle.db, now);
    await limiter.hit('prune-short', { limit: 1, windowMs: 1000 });
    await limiter.hit('prune-long', { limit: 1, windowMs: 3_600_000 });
    const rows = async () => (await handle.db.select().from(rateLimitCounters)).length;
    const withBoth = await rows();

    advance(61_000);
    // Every counter of the earlier tests (at 2026) and the short one have ended; this hit prunes them.
    await limiter.hit('prune-trigger', rule);
    expect(await rows()).toBe(2);
    expect(withBoth).toBeGreaterThan(2);

    expect(await pruneExpiredRateLimits(handle.db, new Date(state.time + 3_600_000))).toBe(2);
    expect(await rows()).toBe(0);
  });
});
