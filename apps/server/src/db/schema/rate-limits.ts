import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Fixed-window counters of services/rate-limit.ts, in the database so that every server counts
 * together and a restart forgets nothing (ADR 0021). The key is a hash: no e-mail address or IP
 * is stored. Not a user's data: it names no one and lives at most a window (a day).
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limit_counters_window_ends_at_idx').on(table.windowEndsAt)],
);
