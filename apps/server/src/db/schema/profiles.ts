import { boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { USER_TYPES } from '@va/core/profile/contract';
import { users } from './auth.ts';

/** The person behind an account (spec part 1 §3): id equals the auth user id. */
export const profiles = pgTable('profiles', {
  id: text('id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  firstname: text('firstname').notNull().default(''),
  lastname: text('lastname').notNull().default(''),
  userType: text('user_type', { enum: USER_TYPES }).notNull().default('employee'),
  onboardingCompleted: boolean('onboarding_completed').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
