import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { scheduledJobs } from '../../db/schema/index.ts';
import type { Logger } from '../../logger.ts';

/** What a handler gets: the payload it was scheduled with, and where to work. */
export interface JobContext<P> {
  payload: P;
  db: Database;
  logger: Logger;
  /** 1 on the first run, 2 on the first retry… */
  attempt: number;
  /** The scheduler's clock (injected in tests). */
  now: Date;
}

/**
 * A kind of job. A feature registers one with `defineJob({ name, run })` and adds it to the list
 * given to the scheduler (server.ts); `every` makes it recurring. Handlers must be idempotent: a
 * job whose server dies mid-run is run again once its lease has expired.
 */
export interface JobDefinition<P = unknown> {
  name: string;
  run(context: JobContext<P>): Promise<void>;
  /** Recurring: one job per slot of this length (aligned on the epoch, UTC), whichever server schedules it. */
  every?: number;
  /** Runs, the first included, before the job is marked failed (default 5). */
  maxAttempts?: number;
}

export const defineJob = <P>(definition: JobDefinition<P>): JobDefinition<P> => definition;

/**
 * Schedules a job, inside the caller's transaction if it gives one. Idempotent: a second call
 * with the same name and key does nothing (and returns false), so a reminder or a recurring
 * slot is stored once, however many servers schedule it.
 */
export async function scheduleJob(
  executor: Executor,
  name: string,
  options: { key: string; runAt: Date; payload?: unknown; maxAttempts?: number },
): Promise<boolean> {
  const rows = await executor
    .insert(scheduledJobs)
    .values({
      name,
      key: options.key,
      runAt: options.runAt,
      payload: options.payload ?? {},
      ...(options.maxAttempts ? { maxAttempts: options.maxAttempts } : {}),
    })
    .onConflictDoNothing({ target: [scheduledJobs.name, scheduledJobs.key] })
    .returning({ id: scheduledJobs.id });
  return rows.length > 0;
}

/** Removes finished jobs older than `before` (the scheduler's own retention). */
export async function pruneFinishedJobs(db: Executor, before: Date): Promise<number> {
  const rows = await db
    .delete(scheduledJobs)
    .where(sql`${scheduledJobs.status} <> 'pending' and ${scheduledJobs.finishedAt} < ${before}`)
    .returning({ id: scheduledJobs.id });
  return rows.length;
}
