import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { profiles, userSettings } from '../../db/schema/index.ts';
import type { SessionUser } from '../../http/session.ts';
import { ensureProfileAndSettings } from '../auth/service.ts';

/** The signed-in person's profile and settings; creates the rows first if they are missing. */
export async function getProfile(db: Database, user: SessionUser) {
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
      profilePhotoUrl: settings.profilePhotoUrl,
    },
  };
}

export type ProfileView = Awaited<ReturnType<typeof getProfile>>;
