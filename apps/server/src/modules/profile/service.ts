import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { profiles, userSettings } from '../../db/schema/index.ts';
import type { SessionUser } from '../../http/session.ts';
import type { ObjectStorage } from '../../services/storage/object-storage.ts';
import { ensureProfileAndSettings } from '../auth/service.ts';
import { isPhotoId, photoKey } from '../photo/keys.ts';

/**
 * The signed-in person's profile and settings; creates the rows first if they are missing. With
 * `storage`, a photo whose file is gone is cleared from the settings (spec part 2 §4: a stored
 * URL found unreachable is cleared) and reported as null.
 */
export async function getProfile(db: Database, user: SessionUser, storage?: ObjectStorage) {
  const read = async () => {
    const [row] = await db
      .select({ profile: profiles, settings: userSettings })
      .from(profiles)
      .innerJoin(userSettings, eq(userSettings.userId, profiles.id))
      .where(eq(profiles.id, user.id));
    return row;
  };
  let row = await read();
  if (!row) {
    await db.transaction((tx) => ensureProfileAndSettings(tx, user));
    row = await read();
  }
  if (!row) throw new Error(`profile of ${user.id} could not be created`);
  const { profile, settings } = row;
  let profilePhotoUrl = settings.profilePhotoUrl;
  if (storage && settings.profilePhotoId && !(await photoExists(storage, settings.profilePhotoId))) {
    await db
      .update(userSettings)
      .set({ profilePhotoUrl: null, profilePhotoId: null, updatedAt: new Date() })
      .where(and(eq(userSettings.userId, user.id), eq(userSettings.profilePhotoId, settings.profilePhotoId)));
    profilePhotoUrl = null;
  }
  return {
    profile: {
      id: profile.id,
      email: profile.email,
      firstname: profile.firstname,
      lastname: profile.lastname,
      userType: profile.userType,
      onboardingCompleted: profile.onboardingCompleted,
    },
    settings: {
      theme: settings.theme,
      language: settings.language,
      notifications: settings.notifications,
      profilePhotoUrl,
    },
  };
}

/**
 * A malformed id (no key can name it) is as missing as a deleted file. A storage that cannot
 * answer (a permission error, say) proves nothing: the photo is kept.
 */
async function photoExists(storage: ObjectStorage, photoId: string): Promise<boolean> {
  if (!isPhotoId(photoId)) return false;
  return storage.exists(photoKey(photoId)).catch(() => true);
}

export type ProfileView = Awaited<ReturnType<typeof getProfile>>;
