import { and, count, eq, sql } from 'drizzle-orm';
import { computePoints, crossedMilestones } from '@va/core/scores';
import type { Executor, Transaction } from '../../db/client.ts';
import { activities, profiles, tests } from '../../db/schema/index.ts';
import { createNotification, hasNotification } from '../notifications/service.ts';

/** The user's points total (spec part 2 §9), from the stored rows. */
export async function currentPoints(executor: Executor, userId: string): Promise<number> {
  const [profile] = await executor
    .select({
      firstname: profiles.firstname,
      lastname: profiles.lastname,
      onboardingCompleted: profiles.onboardingCompleted,
    })
    .from(profiles)
    .where(eq(profiles.id, userId));
  const [completedTests] = await executor
    .select({ value: count() })
    .from(tests)
    .where(and(eq(tests.userId, userId), eq(tests.completed, true)));
  const [completedActivities] = await executor
    .select({ value: count() })
    .from(activities)
    .where(and(eq(activities.userId, userId), eq(activities.status, 'completed')));
  return computePoints({
    onboardingCompleted: profile?.onboardingCompleted ?? false,
    completedTests: completedTests?.value ?? 0,
    completedActivities: completedActivities?.value ?? 0,
    firstname: profile?.firstname,
    lastname: profile?.lastname,
  });
}

/**
 * Runs `change` (anything that can change the user's points) in the caller's transaction, then
 * writes a 'points_milestone' notification for each milestone the total crossed, once per
 * milestone per user. Call it wherever points change.
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
