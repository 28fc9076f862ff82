import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { scheduledJobs } from '../../db/schema/index.ts';
import type { Logger } from '../../logger.ts';
import { scheduleJob, type JobDefinition } from './job.ts';

const BATCH_SIZE = 5;
const LAST_ERROR_MAX_LENGTH = 1000;
/** How long stop() waits for running jobs before leaving them to their lease. */
const STOP_GRACE_MS = 10_000;

export interface SchedulerOptions {
  db: Database;
  logger: Logger;
  /** Definitions of any payload type (run() is a method, so JobDefinition<P> fits): each handler reads its own. */
  jobs: readonly JobDefinition[];
  pollIntervalMs: number;
  /** How long a claim holds; renewed while the job runs, so only a dead server's job is claimed again. */
  leaseMs: number;
  /** First retry delay, doubled at each retry. */
  retryBaseDelayMs: number;
  /** Injected by tests; the servers' clocks are assumed in sync to well within a lease. */
  now?: () => Date;
  /** false: no polling, the test calls runDue(). */
  autoStart?: boolean;
}

export interface Scheduler {
  /** Schedules the recurring slots, then claims and runs what is due; resolves with the number of jobs run. */
  runDue(): Promise<number>;
  /** Stops polling and waits (a while) for running jobs. */
  stop(): Promise<void>;
}

type ClaimedJob = typeof scheduledJobs.$inferSelect;

/**
 * Runs the jobs of the `scheduled_jobs` table (ADR 0027). Each poll claims due jobs with
 * `FOR UPDATE SKIP LOCKED` and a lease, so on several servers sharing one PostgreSQL each job
 * runs on one of them; a job whose server died mid-run is claimed again when its lease expires.
 * A failure is retried after retryBaseDelayMs, doubling, until maxAttempts.
 */
export function startScheduler(options: SchedulerOptions): Scheduler {
  const { db, jobs, pollIntervalMs, leaseMs, retryBaseDelayMs } = options;
  const now = options.now ?? (() => new Date());
  const log = options.logger.child({ module: 'scheduler' });
  // Who holds a lease, for the logs and so that a server whose lease was taken over does not
  // overwrite the new holder's result.
  const workerId = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const byName = new Map(jobs.map((job) => [job.name, job]));
  if (byName.size !== jobs.length) throw new Error('scheduler: two jobs share a name');
  const names = [...byName.keys()];
  const scheduledSlots = new Map<string, number>();
  const inFlight = new Set<Promise<void>>();
  let stopped = false;
  let polling: Promise<number> | null = null;
  let timer: NodeJS.Timeout | undefined;

  async function scheduleRecurring(at: Date) {
    for (const job of jobs) {
      if (!job.every) continue;
      const slot = Math.floor(at.getTime() / job.every) * job.every;
      if (scheduledSlots.get(job.name) === slot) continue;
      const runAt = new Date(slot);
      await scheduleJob(db, job.name, {
        key: runAt.toISOString(),
        runAt,
        ...(job.maxAttempts ? { maxAttempts: job.maxAttempts } : {}),
      });
      scheduledSlots.set(job.name, slot);
    }
  }

  async function claimDue(at: Date): Promise<ClaimedJob[]> {
    if (names.length === 0) return [];
    const due = db
      .select({ id: scheduledJobs.id })
      .from(scheduledJobs)
      .where(
        and(
          eq(scheduledJobs.status, 'pending'),
          lte(scheduledJobs.runAt, at),
          // A server only claims the kinds it knows (an older version during a rolling update).
          inArray(scheduledJobs.name, names),
          or(isNull(scheduledJobs.lockedUntil), lte(scheduledJobs.lockedUntil, at)),
        ),
      )
      .orderBy(scheduledJobs.runAt)
      .limit(BATCH_SIZE)
      .for('update', { skipLocked: true });
    return db
      .update(scheduledJobs)
      .set({
        lockedUntil: new Date(at.getTime() + leaseMs),
        claimedBy: workerId,
        attempts: sql`${scheduledJobs.attempts} + 1`,
      })
      .where(inArray(scheduledJobs.id, due))
      .returning();
  }

  /** The row as this server claimed it: nothing is written once another server has taken it over. */
  const stillOurs = (job: ClaimedJob) =>
    and(
      eq(scheduledJobs.id, job.id),
      eq(scheduledJobs.claimedBy, workerId),
      eq(scheduledJobs.attempts, job.attempts),
      eq(scheduledJobs.status, 'pending'),
    );

  async function finish(job: ClaimedJob, set: Partial<typeof scheduledJobs.$inferInsert>): Promise<boolean> {
    const rows = await db
      .update(scheduledJobs)
      .set({ lockedUntil: null, claimedBy: null, ...set })
      .where(stillOurs(job))
      .returning({ id: scheduledJobs.id });
    return rows.length > 0;
  }

  async function runJob(job: ClaimedJob, at: Date): Promise<void> {
    const fields = { job: job.name, id: job.id, attempt: job.attempts };
    const definition = byName.get(job.name)!;
    if (job.attempts > job.maxAttempts) {
      // Its server died during its last attempt.
      await finish(job, { status: 'failed', finishedAt: now(), lastError: 'lease expired on the last attempt' });
      log.error(fields, 'job failed for good: its last attempt never finished');
      return;
    }
    const renew = setInterval(
      () =>
        void db
          .update(scheduledJobs)
          .set({ lockedUntil: new Date(now().getTime() + leaseMs) })
          .where(stillOurs(job))
          .catch(() => undefined),
      Math.max(10, Math.floor(leaseMs / 3)),
    );
    renew.unref();
    const started = performance.now();
    const duration = () => Math.round(performance.now() - started);
    try {
      log.debug(fields, 'job started');
      await definition.run({
        payload: job.payload,
        db,
        logger: log.child({ job: job.name }),
        attempt: job.attempts,
        now: at,
      });
      clearInterval(renew);
      if (await finish(job, { status: 'done', finishedAt: now(), lastError: null }))
        log.info({ ...fields, durationMs: duration() }, 'job done');
      else log.warn({ ...fields, durationMs: duration() }, 'job done after its lease was taken over');
    } catch (error) {
      clearInterval(renew);
      // The message stays in the row; the log gets the error's kind only (a query error's
      // message carries its parameters, which may be personal data).
      const lastError = (error instanceof Error ? error.message : String(error)).slice(0, LAST_ERROR_MAX_LENGTH);
      const errorKind = error instanceof Error ? error.name : typeof error;
      const exhausted = job.attempts >= job.maxAttempts;
      const retryAt = new Date(now().getTime() + retryBaseDelayMs * 2 ** (job.attempts - 1));
      await finish(
        job,
        exhausted ? { status: 'failed', finishedAt: now(), lastError } : { runAt: retryAt, lastError },
      ).catch(() => undefined);
      if (exhausted) log.error({ ...fields, durationMs: duration(), error: errorKind }, 'job failed for good');
      else log.warn({ ...fields, durationMs: duration(), error: errorKind, retryAt }, 'job failed, will retry');
    }
  }

  async function poll(): Promise<number> {
    const at = now();
    await scheduleRecurring(at);
    let ran = 0;
    for (;;) {
      if (stopped) return ran;
      const claimed = await claimDue(at);
      const runs = claimed.map((job) => runJob(job, at));
      for (const run of runs) {
        inFlight.add(run);
        void run.finally(() => inFlight.delete(run));
      }
      await Promise.all(runs);
      ran += claimed.length;
      if (claimed.length < BATCH_SIZE) return ran;
    }
  }

  function runDue(): Promise<number> {
    polling ??= poll().finally(() => (polling = null));
    return polling;
  }

  function loop() {
    if (stopped) return;
    runDue()
      .catch((error: unknown) => {
        if (!stopped) log.error({ error: error instanceof Error ? error.name : typeof error }, 'scheduler poll failed');
      })
      .finally(() => {
        if (!stopped) {
          timer = setTimeout(loop, pollIntervalMs);
          timer.unref();
        }
      });
  }

  if (options.autoStart !== false) loop();

  return {
    runDue,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      const grace = new Promise<void>((resolve) => setTimeout(resolve, STOP_GRACE_MS).unref());
      await Promise.race([Promise.allSettled([polling, ...inFlight]), grace]);
    },
  };
}
