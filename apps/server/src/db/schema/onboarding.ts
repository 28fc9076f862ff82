import { integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/**
 * The onboarding questionnaire of a user (spec part 1 §3): one session per user, its answers
 * upserted on (session_id, question_id), and the 50-point bonus of sessions 1–3 recorded once.
 */
export const onboardingSessions = pgTable('onboarding_sessions', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: text('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  currentSession: text('current_session').notNull().default('1'),
  currentQuestion: text('current_question').notNull().default('1-1'),
  completedAt: timestamp('completed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const onboardingResponses = pgTable(
  'onboarding_responses',
  {
    sessionId: uuid('session_id')
      .notNull()
      .references(() => onboardingSessions.id, { onDelete: 'cascade' }),
    questionId: text('question_id').notNull(),
    textResponse: text('text_response'),
    multiChoiceResponse: jsonb('multi_choice_response').$type<string[]>(),
    scaleResponse: integer('scale_response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.sessionId, table.questionId] })],
);

export const onboardingBonuses = pgTable(
  'onboarding_bonuses',
  {
    sessionId: uuid('session_id')
      .notNull()
      .references(() => onboardingSessions.id, { onDelete: 'cascade' }),
    sessionNumber: integer('session_number').notNull(),
    points: integer('points').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.sessionId, table.sessionNumber] })],
);
