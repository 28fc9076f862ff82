import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/**
 * The conversation with the QVCT assistant (spec part 2 §3 chat message), kept per user so it
 * survives a reload and follows them across devices; part of their data, cleared on request.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** user | bot | error */
    type: text('type').notNull(),
    content: text('content').notNull(),
    language: text('language').notNull().default('fr'),
    /** Which answered: 'embedded', 'openai', 'canned', 'safety'; null for the user's own messages. */
    source: text('source'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('chat_messages_user_created_idx').on(table.userId, table.createdAt)],
);
