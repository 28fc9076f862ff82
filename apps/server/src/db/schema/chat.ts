import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { CHAT_MESSAGE_TYPES } from '@va/core/chat/contract';
import { LANGUAGES } from '@va/core/language';
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
    type: text('type', { enum: CHAT_MESSAGE_TYPES }).notNull(),
    content: text('content').notNull(),
    language: text('language', { enum: LANGUAGES }).notNull().default('fr'),
    /**
     * Which answered: the provider ('guide', 'openai', 'hf-tgi'; 'embedded' in rows written before
     * the guide was named so), 'canned' or 'safety'; null for the user's own messages.
     */
    source: text('source'),
    /** A reply to a message the crisis rule flagged (core chat/safety.ts): the web shows the crisis card with it. */
    crisis: boolean('crisis').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('chat_messages_user_created_idx').on(table.userId, table.createdAt)],
);
