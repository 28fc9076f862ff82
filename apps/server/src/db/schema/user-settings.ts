import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { LANGUAGES } from '@va/core/language';
import { THEMES, type NotificationPreferences } from '@va/core/settings/contract';
import { users } from './auth.ts';

/**
 * Preferences of a user (spec part 1 §3, part 2 §3); defaults from core settings/contract.ts. The
 * settings module owns the row, the photo module its profile_photo_* columns.
 */
export const userSettings = pgTable('user_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  theme: text('theme', { enum: THEMES }).notNull().default('light'),
  language: text('language', { enum: LANGUAGES }).notNull().default('fr'),
  notifications: jsonb('notifications')
    .$type<NotificationPreferences>()
    .notNull()
    .default({ email: true, push: true, updates: false }),
  profilePhotoUrl: text('profile_photo_url'),
  profilePhotoId: text('profile_photo_id'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
