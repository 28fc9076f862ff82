import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { NotificationPreferences } from '@va/core/user';
import { users } from './auth.ts';

/** Preferences of a user (spec part 1 §3, part 2 §3); defaults from packages/core/src/user.ts. */
export const userSettings = pgTable('user_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  theme: text('theme').notNull().default('light'),
  language: text('language').notNull().default('fr'),
  notifications: jsonb('notifications')
    .$type<NotificationPreferences>()
    .notNull()
    .default({ email: true, push: true, updates: false }),
  profilePhotoUrl: text('profile_photo_url'),
  profilePhotoId: text('profile_photo_id'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
