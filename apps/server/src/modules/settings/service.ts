import { eq, sql } from 'drizzle-orm';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@va/core/language';
import { DEFAULT_SETTINGS, type SavedSettings, type SettingsUpdate, type Theme } from '@va/core/settings/contract';
import type { Executor } from '../../db/client.ts';
import { jsonQuery, type SqlValue } from '../../db/json-query.ts';
import { userSettings } from '../../db/schema/index.ts';
import { userRowsOf } from '../../user-data/entry.ts';

/**
 * The user's settings row (user_settings), created with the defaults if missing (spec: after any
 * authenticated session). `initial`: the sign-up page's language and theme.
 */
export async function ensureSettings(
  executor: Executor,
  userId: string,
  initial: { language?: Language; theme?: Theme } = {},
): Promise<void> {
  await executor
    .insert(userSettings)
    .values({
      userId,
      theme: initial.theme ?? DEFAULT_SETTINGS.theme,
      language: initial.language ?? DEFAULT_SETTINGS.language,
      notifications: DEFAULT_SETTINGS.notifications,
    })
    .onConflictDoNothing();
}

/** The language to write to the user in (e-mails, notifications, the synthesis): their setting, else French. */
export async function userLanguage(executor: Executor, userId: string): Promise<Language> {
  const [row] = await executor
    .select({ language: userSettings.language })
    .from(userSettings)
    .where(eq(userSettings.userId, userId));
  return isLanguage(row?.language) ? row.language : DEFAULT_LANGUAGE;
}

/** The user's settings; null before the row exists (a part of one statement, ADR 0030). */
export const settingsQuery = (userId: SqlValue<string>) =>
  jsonQuery(
    sql`select json_build_object('theme', ${userSettings.theme}, 'language', ${userSettings.language},
          'notifications', ${userSettings.notifications})
        from ${userSettings} where ${userSettings.userId} = ${userId}`,
    (value) => (value ?? null) as SavedSettings | null,
  );

/** PATCH /api/settings: merges the update (notification preferences key by key) and answers the result. */
export async function updateSettings(
  executor: Executor,
  userId: string,
  update: SettingsUpdate,
): Promise<SavedSettings> {
  const { notifications, ...rest } = update;
  return executor.transaction(async (tx) => {
    await ensureSettings(tx, userId);
    const [row] = await tx
      .update(userSettings)
      .set({
        ...rest,
        ...(notifications
          ? { notifications: sql`${userSettings.notifications} || ${JSON.stringify(notifications)}::jsonb` }
          : {}),
        updatedAt: new Date(),
      })
      .where(eq(userSettings.userId, userId))
      .returning({
        theme: userSettings.theme,
        language: userSettings.language,
        notifications: userSettings.notifications,
      });
    return row!;
  });
}

/** user_settings, photo columns included (the photo module owns those, and the file). */
export const settingsUserData = userRowsOf('settings', userSettings, userSettings.userId);
