/**
 * The profile feature: who the person is (spec part 1 §3). GET /api/profile answers the profile
 * with the settings (ProfileView), created on first read if missing.
 */
import type { SettingsView } from '../settings/contract.ts';

export const USER_TYPES = ['employee', 'manager', 'freelance'] as const;
export type UserType = (typeof USER_TYPES)[number];
export const DEFAULT_USER_TYPE: UserType = 'employee';

/** The first name, last name and type a person gives at sign-up. */
export const NAME_MAX_LENGTH = 100;

export interface Profile {
  id: string;
  email: string;
  firstname: string;
  lastname: string;
  userType: UserType;
  onboardingCompleted: boolean;
}

/** GET /api/profile. */
export interface ProfileView {
  profile: Profile;
  settings: SettingsView;
}
