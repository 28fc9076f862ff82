import { date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ACTIVITY_PRIORITIES, ACTIVITY_STATUSES } from '@va/core/activities/contract';
import { SCORE_CATEGORIES } from '@va/core/scores';
import { users } from './auth.ts';

/**
 * Something a user plans to do for their well-being (spec part 2 §3). A completed activity adds
 * 10 to its category's score and 25 points.
 */
export const activities = pgTable(
  'activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    category: text('category', { enum: SCORE_CATEGORIES }).notNull().default('wellbeing'),
    date: date('date', { mode: 'string' }).notNull(),
    time: text('time'),
    durationMinutes: integer('duration_minutes').notNull().default(60),
    priority: text('priority', { enum: ACTIVITY_PRIORITIES }).notNull().default('medium'),
    status: text('status', { enum: ACTIVITY_STATUSES }).notNull().default('pending'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('activities_user_date_idx').on(table.userId, table.date)],
);
