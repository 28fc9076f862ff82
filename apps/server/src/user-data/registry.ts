import { activitiesUserData } from '../modules/activities/service.ts';
import { authUserData } from '../modules/auth/service.ts';
import { chatUserData } from '../modules/chat/service.ts';
import { notificationsUserData } from '../modules/notifications/service.ts';
import { onboardingUserData } from '../modules/onboarding/service.ts';
import { photoUserData } from '../modules/photo/service.ts';
import { profileUserData } from '../modules/profile/service.ts';
import { settingsUserData } from '../modules/settings/service.ts';
import { supportUserData } from '../modules/support/service.ts';
import { testsUserData } from '../modules/tests/service.ts';
import type { JsonRow, UserDataDeps, UserDataEntry } from './entry.ts';

/**
 * Everything the app keeps of a person, module by module: what an export hands over and what an
 * account deletion erases. A module that adds a table with a user's rows adds it to its entry
 * here (registry.test.ts fails otherwise). In erase order: the photo reads its settings columns
 * before they go, and the account itself comes last.
 */
export const USER_DATA: readonly UserDataEntry[] = [
  chatUserData,
  notificationsUserData,
  onboardingUserData,
  testsUserData,
  activitiesUserData,
  supportUserData,
  photoUserData,
  settingsUserData,
  profileUserData,
  authUserData,
];

/** The whole export of a user, by module then by table. */
export async function exportUserData(
  deps: UserDataDeps,
  userId: string,
): Promise<Record<string, Record<string, JsonRow[]>>> {
  const modules: Record<string, Record<string, JsonRow[]>> = {};
  for (const entry of USER_DATA) modules[entry.module] = await entry.export(deps, userId);
  return modules;
}

/** Erases every row and file of a user, module by module, the account last. */
export async function eraseUserData(deps: UserDataDeps, userId: string): Promise<void> {
  for (const entry of USER_DATA) await entry.erase(deps, userId);
}
