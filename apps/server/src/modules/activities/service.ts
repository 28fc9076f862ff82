import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { UPCOMING_LIMIT, type UpcomingActivity } from '@va/core/dashboard/contract';
import type { ScoredActivity } from '@va/core/scores';
import type { Executor } from '../../db/client.ts';
import { activities } from '../../db/schema/index.ts';
import { userRowsOf } from '../../user-data/entry.ts';

/*
 * The activities feature: what a person plans for their well-being; a completed one adds to its
 * category's score and 25 points. Only what the dashboard and the points read exists so far;
 * planning activities comes with the activities issue.
 */

/** The user's completed activities, with what the scores need. */
export async function completedActivities(executor: Executor, userId: string): Promise<ScoredActivity[]> {
  const rows = await executor
    .select({ category: activities.category })
    .from(activities)
    .where(and(eq(activities.userId, userId), eq(activities.status, 'completed')));
  return rows.map((row) => ({ category: row.category, completed: true }));
}

/** The user's next pending activities, from `today` (YYYY-MM-DD, the user's calendar day) on. */
export async function upcomingActivities(
  executor: Executor,
  userId: string,
  today: string,
): Promise<UpcomingActivity[]> {
  return (
    executor
      .select({
        id: activities.id,
        title: activities.title,
        date: activities.date,
        time: activities.time,
        priority: activities.priority,
        category: activities.category,
      })
      .from(activities)
      .where(and(eq(activities.userId, userId), eq(activities.status, 'pending'), gte(activities.date, today)))
      // An activity without a time comes after the timed ones of its day.
      .orderBy(asc(activities.date), sql`${activities.time} asc nulls last`, asc(activities.createdAt))
      .limit(UPCOMING_LIMIT)
  );
}

export const activitiesUserData = userRowsOf('activities', activities, activities.userId);
