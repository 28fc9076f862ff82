import { createHash } from 'node:crypto';
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rateLimitCounters } from '../db/schema/index.ts';

/**
 * Fixed-window counters stored in the database (table rate_limit_counters, ADR 0021): every
 * server on the database counts together, and a restart forgets nothing. One atomic upsert per
 * hit, so concurrent requests on several servers never count twice the same slot.
 */
export interface RateLimitRule {
  /** Hits allowed per window. */
  limit: number;
  windowMs: number;
}

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the window resets, when refused. */
  retryAfter: number;
}

export interface RateLimiter {
  /** Counts one hit against `key` and says whether it is within the rule. */
  hit(key: string, rule: RateLimitRule): Promise<RateLimitResult>;
  /** Gives back a hit that turned out not to count (a successful sign-in, a refused request). */
  refund(key: string): Promise<void>;
}

/** How often (at most) a server deletes the windows that have ended, on its way through a hit. */
const PRUNE_EVERY_MS = 60_000;

/** The stored key: a hash, so the table holds no e-mail address or IP. */
const storedKey = (key: string) => createHash('sha256').update(key).digest('base64url');

export function createRateLimiter(db: Database, now: () => number = Date.now): RateLimiter {
  let lastPrune = now();

  async function pruneNowAndThen(time: number) {
    if (time - lastPrune < PRUNE_EVERY_MS) return;
    lastPrune = time;
    await pruneExpiredRateLimits(db, new Date(time));
  }

  return {
    async hit(key, rule) {
      const time = now();
      await pruneNowAndThen(time);
      const at = new Date(time);
      const endsAt = new Date(time + rule.windowMs);
      const ended = sql`${rateLimitCounters.windowEndsAt} <= ${at.toISOString()}::timestamptz`;
      const [row] = await db
        .insert(rateLimitCounters)
        .values({ key: storedKey(key), count: 1, windowEndsAt: endsAt })
        .onConflictDoUpdate({
          target: rateLimitCounters.key,
          set: {
            count: sql`case when ${ended} then 1 else ${rateLimitCounters.count} + 1 end`,
            windowEndsAt: sql`case when ${ended} then excluded.window_ends_at else ${rateLimitCounters.windowEndsAt} end`,
          },
        })
        .returning({ count: rateLimitCounters.count, windowEndsAt: rateLimitCounters.windowEndsAt });
      if (!row) throw new Error('rate limit upsert returned no row');
      const allowed = row.count <= rule.limit;
      return {
        allowed,
        retryAfter: allowed ? 0 : Math.max(1, Math.ceil((row.windowEndsAt.getTime() - time) / 1000)),
      };
    },

    async refund(key) {
      await db
        .update(rateLimitCounters)
        .set({ count: sql`greatest(${rateLimitCounters.count} - 1, 0)` })
        .where(and(eq(rateLimitCounters.key, storedKey(key)), gt(rateLimitCounters.windowEndsAt, new Date(now()))));
    },
  };
}

/**
 * Deletes the counters whose window has ended. Each server does it once a minute on its way;
 * a scheduled job may call it too. Returns how many rows went.
 */
export async function pruneExpiredRateLimits(db: Database, now: Date): Promise<number> {
  const deleted = await db
    .delete(rateLimitCounters)
    .where(lte(rateLimitCounters.windowEndsAt, now))
    .returning({ key: rateLimitCounters.key });
  return deleted.length;
}
