import { eq, sql } from 'drizzle-orm';
import type { SettingsUpdate } from '@va/core/settings-schemas';
import type { Database } from '../../db/client.ts';
import { userSettings } from '../../db/schema/index.ts';

export async function updateSettings(db: Database, userId: string, update: SettingsUpdate) {
  const { notifications, ...rest } = update;
  const [row] = await db
    .update(userSettings)
    .set({
      ...rest,
      ...(notifications
        ? { notifications: sql`${userSettings.notifications} || ${JSON.stringify(notifications)}::jsonb` }
        : {}),
      updatedAt: new Date(),
    })
    .where(eq(userSettings.userId, userId))
    .returning();
  return row ? { theme: row.theme, language: row.language, notifications: row.notifications } : null;
}
