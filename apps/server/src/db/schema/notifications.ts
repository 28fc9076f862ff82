import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/**
 * A notification (spec part 2 §3). `event` and `params` let the web app word it in the reader's
 * current language; title and description keep the text written at creation, in the user's
 * language then, for anything that cannot translate (exports, e-mails).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** success | warning | error | info (anything else is shown as info). */
    type: text('type').notNull().default('info'),
    /** message | like | achievement | reminder | system: the page's filters. */
    category: text('category').notNull().default('system'),
    /** high | medium | low; high shows 'Urgent'. */
    priority: text('priority').notNull().default('medium'),
    event: text('event'),
    params: jsonb('params').$type<Record<string, string | number>>(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    read: boolean('read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('notifications_user_created_idx').on(table.userId, table.createdAt)],
);
