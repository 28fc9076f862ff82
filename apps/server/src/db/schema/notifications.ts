import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import {
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_PRIORITIES,
  NOTIFICATION_TYPES,
  type NotificationParams,
} from '@va/core/notifications/contract';
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
    type: text('type', { enum: NOTIFICATION_TYPES }).notNull().default('info'),
    category: text('category', { enum: NOTIFICATION_CATEGORIES }).notNull().default('system'),
    priority: text('priority', { enum: NOTIFICATION_PRIORITIES }).notNull().default('medium'),
    event: text('event'),
    params: jsonb('params').$type<NotificationParams>(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    read: boolean('read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('notifications_user_created_idx').on(table.userId, table.createdAt)],
);
