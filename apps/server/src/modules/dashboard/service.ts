import { and, asc, desc, eq, gte, sql } from 'drizzle-orm';
import { findQuestion } from '@va/core/onboarding/questionnaire';
import type { DashboardSummary, RecentActivity, UpcomingActivity } from '@va/core/dashboard';
import { computeScores } from '@va/core/scores';
import type { Database } from '../../db/client.ts';
import {
  activities,
  notifications,
  onboardingBonuses,
  onboardingResponses,
  onboardingSessions,
  tests,
} from '../../db/schema/index.ts';
import type { SessionUser } from '../../http/session.ts';
import { countUnread } from '../notifications/service.ts';
import { getProfile } from '../profile/service.ts';
import { currentPoints } from './points.ts';

export const RECENT_ACTIVITY_LIMIT = 8;
export const UPCOMING_LIMIT = 5;

async function recentActivity(db: Database, userId: string): Promise<RecentActivity[]> {
  const answers = await db
    .select({ questionId: onboardingResponses.questionId, at: onboardingResponses.updatedAt })
    .from(onboardingResponses)
    .innerJoin(onboardingSessions, eq(onboardingSessions.id, onboardingResponses.sessionId))
    .where(eq(onboardingSessions.userId, userId));
  const bySession = new Map<number, { at: Date; answered: number }>();
  for (const answer of answers) {
    const session = findQuestion(answer.questionId)?.session;
    if (!session) continue;
    const group = bySession.get(session);
    if (!group) bySession.set(session, { at: answer.at, answered: 1 });
    else {
      group.answered += 1;
      if (answer.at > group.at) group.at = answer.at;
    }
  }

  const bonuses = await db
    .select({
      session: onboardingBonuses.sessionNumber,
      points: onboardingBonuses.points,
      at: onboardingBonuses.createdAt,
    })
    .from(onboardingBonuses)
    .innerJoin(onboardingSessions, eq(onboardingSessions.id, onboardingBonuses.sessionId))
    .where(eq(onboardingSessions.userId, userId))
    .orderBy(desc(onboardingBonuses.createdAt))
    .limit(RECENT_ACTIVITY_LIMIT);

  const latestNotifications = await db
    .select({
      at: notifications.createdAt,
      title: notifications.title,
      event: notifications.event,
      params: notifications.params,
    })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(RECENT_ACTIVITY_LIMIT);

  const entries: Array<{ at: Date; entry: RecentActivity }> = [
    ...[...bySession].map(([session, group]) => ({
      at: group.at,
      entry: {
        kind: 'answer' as const,
        at: group.at.toISOString(),
        event: 'onboarding_answers' as const,
        params: { session, answered: group.answered },
      },
    })),
    ...bonuses.map((bonus) => ({
      at: bonus.at,
      entry: {
        kind: 'points' as const,
        at: bonus.at.toISOString(),
        event: 'onboarding_session_bonus' as const,
        params: { session: bonus.session },
        points: bonus.points,
      },
    })),
    ...latestNotifications.map((row) => ({
      at: row.at,
      entry: {
        kind: 'notification' as const,
        at: row.at.toISOString(),
        title: row.title,
        ...(row.event ? { event: row.event } : {}),
        ...(row.params ? { params: row.params } : {}),
      },
    })),
  ];
  return entries
    .sort((a, b) => b.at.getTime() - a.at.getTime())
    .slice(0, RECENT_ACTIVITY_LIMIT)
    .map(({ entry }) => entry);
}

/** The user's next pending activities, from `today` (YYYY-MM-DD, the user's calendar day) on. */
async function upcoming(db: Database, userId: string, today: string): Promise<UpcomingActivity[]> {
  return (
    db
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

/** Everything the dashboard overview shows, computed from the stored rows (never from the browser). */
export async function getDashboard(db: Database, user: SessionUser, today: string): Promise<DashboardSummary> {
  const { profile, settings } = await getProfile(db, user);
  const [testRows, activityRows] = await Promise.all([
    db
      .select({ category: tests.category, score: tests.score, completed: tests.completed })
      .from(tests)
      .where(and(eq(tests.userId, user.id), eq(tests.completed, true))),
    db
      .select({ category: activities.category })
      .from(activities)
      .where(and(eq(activities.userId, user.id), eq(activities.status, 'completed'))),
  ]);
  return {
    profile: {
      firstname: profile.firstname,
      lastname: profile.lastname,
      email: profile.email,
      userType: profile.userType,
      onboardingCompleted: profile.onboardingCompleted,
      profilePhotoUrl: settings.profilePhotoUrl,
    },
    points: await currentPoints(db, user.id),
    scores: computeScores(
      testRows,
      activityRows.map((row) => ({ category: row.category, completed: true })),
    ),
    unreadCount: await countUnread(db, user.id),
    recentActivity: await recentActivity(db, user.id),
    upcoming: await upcoming(db, user.id, today),
  };
}
