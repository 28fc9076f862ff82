import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** pending until a run succeeds (done), or failed once its attempts are spent. */
export const SCHEDULED_JOB_STATUSES = ['pending', 'done', 'failed'] as const;

/**
 * Work to do at a time, run by services/scheduler on whichever server claims it first
 * (ADR 0027). A claim is a lease (`locked_until`, `claimed_by`): a job whose server died is
 * claimed again once the lease has expired. `key` makes scheduling idempotent: one row per
 * (name, key), e.g. a recurring job's slot, whichever server schedules it first.
 */
export const scheduledJobs = pgTable(
  'scheduled_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    key: text('key').notNull(),
    payload: jsonb('payload').$type<unknown>().notNull().default({}),
    status: text('status', { enum: SCHEDULED_JOB_STATUSES }).notNull().default('pending'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    claimedBy: text('claimed_by'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('scheduled_jobs_name_key_idx').on(table.name, table.key),
    index('scheduled_jobs_due_idx').on(table.status, table.runAt),
  ],
);
