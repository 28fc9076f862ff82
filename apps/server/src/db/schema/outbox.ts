import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const OUTBOX_KINDS = ['email', 'registration_webhook', 'password_reset_webhook'] as const;
/** pending until sent, or failed once the retries are spent. */
export const OUTBOX_STATUSES = ['pending', 'sent', 'failed'] as const;

/**
 * Messages to send outside (e-mails, webhooks), written in the same transaction as the event
 * that causes them and delivered by services/outbox/worker.ts, so nothing is lost on a failed
 * call or a restart.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: OUTBOX_KINDS }).notNull(),
    payload: jsonb('payload').$type<unknown>().notNull(),
    status: text('status', { enum: OUTBOX_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [index('outbox_messages_due_idx').on(table.status, table.nextAttemptAt)],
);
