/** The settings feature: theme, language, notification preferences (spec part 1 §3, part 2 §3). */
import { z } from 'zod';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../language.ts';

export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];

/** A theme a request may name (the sign-up page's): anything else is ignored, and the default applies. */
export const optionalThemeField = z.enum(THEMES).optional().catch(undefined);

export interface NotificationPreferences {
  email: boolean;
  push: boolean;
  updates: boolean;
}

/** Defaults of a new user_settings row (spec part 1 §9). */
export const DEFAULT_SETTINGS: { theme: Theme; language: Language; notifications: NotificationPreferences } = {
  theme: 'light',
  language: DEFAULT_LANGUAGE,
  notifications: { email: true, push: true, updates: false },
};

/** PATCH /api/settings: a partial update; unknown keys are refused. */
export const settingsUpdateSchema = z
  .strictObject({
    language: z.enum(LANGUAGES),
    theme: z.enum(THEMES),
    notifications: z.strictObject({ email: z.boolean(), push: z.boolean(), updates: z.boolean() }).partial(),
  })
  .partial()
  .refine((value) => Object.keys(value).length > 0, { error: 'INVALID_INPUT' });
export type SettingsUpdate = z.infer<typeof settingsUpdateSchema>;

/** The answer of PATCH /api/settings: the settings saved. */
export interface SavedSettings {
  theme: Theme;
  language: Language;
  notifications: NotificationPreferences;
}

/** The settings as GET /api/profile shows them, with the photo's URL (see photo/contract.ts). */
export interface SettingsView extends SavedSettings {
  profilePhotoUrl: string | null;
}
