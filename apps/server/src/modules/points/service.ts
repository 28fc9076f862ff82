import { sql } from 'drizzle-orm';
import type { Profile } from '@va/core/profile/contract';
import { computePoints, crossedMilestones, type ScoredActivity, type ScoredTest } from '@va/core/scores';
import type { Executor, Transaction } from '../../db/client.ts';
import { jsonObject, selectOne, type SqlValue } from '../../db/json-query.ts';
import { completedActivitiesQuery } from '../activities/service.ts';
import { createNotification, hasNotification } from '../notifications/service.ts';
import { profileQuery } from '../profile/service.ts';
import { completedTestsQuery } from '../tests/service.ts';

/*
 * Points (spec part 2 §9) are computed from what the other modules store, never stored
 * themselves. Every feature that can change them (a completed onboarding, test or activity, a
 * full name) makes its change through withPointsMilestones.
 */

/** What the points are computed from: the profile, the completed tests and activities. */
export interface PointsFacts {
  profile: Pick<Profile, 'onboardingCompleted' | 'firstname' | 'lastname'> | null;
  tests: readonly ScoredTest[];
  activities: readonly ScoredActivity[];
}

/** The points of these facts: a composer that read them already (the dashboard) asks here. */
export function pointsOf({ profile, tests, activities }: PointsFacts): number {
  return computePoints({
    onboardingCompleted: profile?.onboardingCompleted ?? false,
    completedTests: tests.length,
    completedActivities: activities.length,
    firstname: profile?.firstname,
    lastname: profile?.lastname,
  });
}

/** The user's points total, from the stored rows (a part of one statement, ADR 0030). */
export const pointsQuery = (userId: SqlValue<string>) =>
  jsonObject(
    {
      profile: profileQuery(userId),
      tests: completedTestsQuery(userId),
      activities: completedActivitiesQuery(userId),
    },
    pointsOf,
  );

export async function currentPoints(executor: Executor, userId: string): Promise<number> {
  return selectOne(executor, pointsQuery(userId));
}

/**
 * Runs `change` (anything that can change the user's points) in the caller's transaction, then
 * writes a 'points_milestone' notification for each milestone the total crossed, once per
 * milestone per user.
 */
export async function withPointsMilestones<T>(tx: Transaction, userId: string, change: () => Promise<T>): Promise<T> {
  // Two changes of one user at once would both see the milestone missing: one at a time, until commit.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`va_points:${userId}`}))`);
  const before = await currentPoints(tx, userId);
  const result = await change();
  const after = await currentPoints(tx, userId);
  for (const milestone of crossedMilestones(before, after)) {
    if (await hasNotification(tx, userId, 'points_milestone', { points: milestone })) continue;
    await createNotification(tx, { userId, event: 'points_milestone', params: { points: milestone } });
  }
  return result;
}
