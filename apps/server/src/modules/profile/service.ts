import { and, eq, sql } from 'drizzle-orm';
import {
  DEFAULT_USER_TYPE,
  USER_TYPES,
  type Profile,
  type ProfileView,
  type UserType,
} from '@va/core/profile/contract';
import type { Database, Executor } from '../../db/client.ts';
import { jsonObject, jsonQuery, selectOne, type SqlValue } from '../../db/json-query.ts';
import { profiles } from '../../db/schema/index.ts';
import type { ObjectStorage } from '../../services/storage/object-storage.ts';
import { userRowsOf } from '../../user-data/entry.ts';
import { photoUrlOf, photoUrlQuery } from '../photo/service.ts';
import { ensureSettings, settingsQuery } from '../settings/service.ts';

/** Who signs up or signs in: better-auth's user, whose extra fields may be missing (Google). */
export interface NewProfile {
  id: string;
  email: string;
  firstname?: unknown;
  lastname?: unknown;
  userType?: unknown;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const userTypeOf = (value: unknown): UserType =>
  (USER_TYPES as readonly unknown[]).includes(value) ? (value as UserType) : DEFAULT_USER_TYPE;

/** The profile row of a user (id = the auth user's id), created if missing. */
export async function ensureProfile(executor: Executor, user: NewProfile): Promise<void> {
  await executor
    .insert(profiles)
    .values({
      id: user.id,
      email: user.email,
      firstname: text(user.firstname),
      lastname: text(user.lastname),
      userType: userTypeOf(user.userType),
    })
    .onConflictDoNothing();
}

/** The user's profile; null before its row exists (a part of one statement, ADR 0030). */
export const profileQuery = (userId: SqlValue<string>) =>
  jsonQuery(
    sql`select json_build_object('id', ${profiles.id}, 'email', ${profiles.email}, 'firstname', ${profiles.firstname},
          'lastname', ${profiles.lastname}, 'userType', ${profiles.userType},
          'onboardingCompleted', ${profiles.onboardingCompleted})
        from ${profiles} where ${profiles.id} = ${userId}`,
    (value) => (value ?? null) as Profile | null,
  );

export async function findProfile(executor: Executor, userId: string): Promise<Profile | undefined> {
  return (await selectOne(executor, profileQuery(userId))) ?? undefined;
}

/** The profile and the settings with the photo's URL as stored; null while a row is missing. */
export const profileViewQuery = (userId: SqlValue<string>) =>
  jsonObject(
    { profile: profileQuery(userId), settings: settingsQuery(userId), photoUrl: photoUrlQuery(userId) },
    ({ profile, settings, photoUrl }): ProfileView | null =>
      profile && settings ? { profile, settings: { ...settings, profilePhotoUrl: photoUrl } } : null,
  );

/**
 * Marks the onboarding complete. True only the first time, so what follows a completion (its
 * notification, its points) happens once however often the last answer is saved.
 */
export async function markOnboardingCompleted(executor: Executor, userId: string, at = new Date()): Promise<boolean> {
  const updated = await executor
    .update(profiles)
    .set({ onboardingCompleted: true, updatedAt: at })
    .where(and(eq(profiles.id, userId), eq(profiles.onboardingCompleted, false)))
    .returning({ id: profiles.id });
  return updated.length > 0;
}

/**
 * GET /api/profile: the signed-in person's profile and settings; creates the rows first if they
 * are missing. With `storage`, a photo whose file is gone is cleared and reported as null (see
 * photoUrlOf).
 */
export async function getProfile(db: Database, user: NewProfile, storage?: ObjectStorage): Promise<ProfileView> {
  let view = await selectOne(db, profileViewQuery(user.id));
  if (!view) {
    await db.transaction(async (tx) => {
      await ensureProfile(tx, user);
      await ensureSettings(tx, user.id);
    });
    view = await selectOne(db, profileViewQuery(user.id));
  }
  if (!view) throw new Error(`profile of ${user.id} could not be created`);
  // Only a stored photo needs its file checked (and the check may clear it).
  if (storage && view.settings.profilePhotoUrl) {
    view.settings.profilePhotoUrl = await photoUrlOf(db, user.id, storage);
  }
  return view;
}

export const profileUserData = userRowsOf('profile', profiles, profiles.id);
