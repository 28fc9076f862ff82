import { DEFAULT_LANGUAGE } from './language.ts';

export const USER_TYPES = ['employee', 'manager', 'freelance'] as const;
export type UserType = (typeof USER_TYPES)[number];
export const DEFAULT_USER_TYPE: UserType = 'employee';

export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];

/** Defaults of a new user_settings row (spec part 1 §9). */
export const DEFAULT_SETTINGS = {
  theme: 'light' as Theme,
  language: DEFAULT_LANGUAGE,
  notifications: { email: true, push: true, updates: false },
};

export type NotificationPreferences = typeof DEFAULT_SETTINGS.notifications;

/** The first name, last name and type a person gives at sign-up. */
export const NAME_MAX_LENGTH = 100;
