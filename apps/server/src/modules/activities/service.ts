import { sql } from 'drizzle-orm';
import { UPCOMING_LIMIT, type UpcomingActivity } from '@va/core/dashboard/contract';
import type { ScoredActivity } from '@va/core/scores';
import { jsonArray, type SqlValue } from '../../db/json-query.ts';
import { activities } from '../../db/schema/index.ts';
import { userRowsOf } from '../../user-data/entry.ts';

/*
 * The activities feature: what a person plans for their well-being; a completed one adds to its
 * category's score and 25 points. Only what the dashboard and the points read exists so far;
 * planning activities comes with the activities issue. Reads are parts of one statement (ADR 0030).
 */

/** The user's completed activities, with what the scores need. */
export const completedActivitiesQuery = (userId: SqlValue<string>) =>
  jsonArray(
    sql`select ${activities.category} as category from ${activities}
        where ${activities.userId} = ${userId} and ${activities.status} = 'completed'`,
    (row): ScoredActivity => ({ category: row.category as ScoredActivity['category'], completed: true }),
  );

/** The user's next pending activities, from `today` (YYYY-MM-DD, the user's calendar day) on. */
export const upcomingActivitiesQuery = (userId: SqlValue<string>, today: SqlValue<string>) =>
  jsonArray(
    sql`select ${activities.id} as id, ${activities.title} as title, ${activities.date} as date,
          ${activities.time} as time, ${activities.priority} as priority, ${activities.category} as category
        from ${activities}
        where ${activities.userId} = ${userId} and ${activities.status} = 'pending' and ${activities.date} >= ${today}
        -- An activity without a time comes after the timed ones of its day.
        order by ${activities.date} asc, ${activities.time} asc nulls last, ${activities.createdAt} asc
        limit ${UPCOMING_LIMIT}`,
    (row) => row as unknown as UpcomingActivity,
  );

export const activitiesUserData = userRowsOf('activities', activities, activities.userId);
