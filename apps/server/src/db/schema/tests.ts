import { boolean, index, integer, jsonb, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { SCORE_CATEGORIES } from '@va/core/scores';
import { users } from './auth.ts';

/**
 * A questionnaire a user takes (spec part 2 §3): its category feeds the dashboard scores once
 * completed (module tests). The questionnaires themselves come with the tests feature.
 */
export const tests = pgTable(
  'tests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    testKey: text('test_key').notNull(),
    category: text('category', { enum: SCORE_CATEGORIES }).notNull(),
    score: real('score'),
    completed: boolean('completed').notNull().default(false),
    answers: jsonb('answers').$type<Record<string, unknown>>(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    questionCount: integer('question_count'),
  },
  (table) => [index('tests_user_id_idx').on(table.userId)],
);
