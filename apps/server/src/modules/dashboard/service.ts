import { DISPLAY_TIME_ZONE } from '@va/core/format';
import { RECENT_ACTIVITY_LIMIT, type DashboardSummary, type RecentActivity } from '@va/core/dashboard/contract';
import { computeScores } from '@va/core/scores';
import type { Database } from '../../db/client.ts';
import { completedActivities, upcomingActivities } from '../activities/service.ts';
import { countUnread, latestNotifications } from '../notifications/service.ts';
import { onboardingMilestones } from '../onboarding/service.ts';
import { currentPoints } from '../points/service.ts';
import { getProfile, type NewProfile } from '../profile/service.ts';
import { completedTests } from '../tests/service.ts';

/*
 * The dashboard reads no table of its own: it composes what the other modules expose.
 */

/** Today in the product's time zone, for a browser that does not say. */
const todayInDisplayZone = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: DISPLAY_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

/** Onboarding answers per session, its bonuses and the latest notifications, newest first. */
async function recentActivity(db: Database, userId: string): Promise<RecentActivity[]> {
  const [onboarding, notifications] = await Promise.all([
    onboardingMilestones(db, userId, RECENT_ACTIVITY_LIMIT),
    latestNotifications(db, userId, RECENT_ACTIVITY_LIMIT),
  ]);
  const entries: Array<{ at: Date; entry: RecentActivity }> = [
    ...onboarding.answeredSessions.map(({ session, answered, at }) => ({
      at,
      entry: {
        kind: 'answer' as const,
        at: at.toISOString(),
        event: 'onboarding_answers' as const,
        params: { session, answered },
      },
    })),
    ...onboarding.bonuses.map(({ session, points, at }) => ({
      at,
      entry: {
        kind: 'points' as const,
        at: at.toISOString(),
        event: 'onboarding_session_bonus' as const,
        params: { session },
        points,
      },
    })),
    ...notifications.map((notification) => ({
      at: new Date(notification.createdAt),
      entry: {
        kind: 'notification' as const,
        at: notification.createdAt,
        title: notification.title,
        ...(notification.event ? { event: notification.event } : {}),
        ...(notification.params ? { params: notification.params } : {}),
      },
    })),
  ];
  return entries
    .sort((a, b) => b.at.getTime() - a.at.getTime())
    .slice(0, RECENT_ACTIVITY_LIMIT)
    .map(({ entry }) => entry);
}

/**
 * Everything the dashboard overview shows, computed from the stored rows (never from the
 * browser). `today` (YYYY-MM-DD, the browser's day) decides what is still upcoming.
 */
export async function getDashboard(
  db: Database,
  user: NewProfile,
  today = todayInDisplayZone(),
): Promise<DashboardSummary> {
  const { profile, settings } = await getProfile(db, user);
  const [tests, activities, points, unreadCount, recent, upcoming] = await Promise.all([
    completedTests(db, user.id),
    completedActivities(db, user.id),
    currentPoints(db, user.id),
    countUnread(db, user.id),
    recentActivity(db, user.id),
    upcomingActivities(db, user.id, today),
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
    points,
    scores: computeScores(tests, activities),
    unreadCount,
    recentActivity: recent,
    upcoming,
  };
}
