import type { Placeholder } from 'drizzle-orm';
import { DISPLAY_TIME_ZONE } from '@va/core/format';
import { RECENT_ACTIVITY_LIMIT, type DashboardSummary, type RecentActivity } from '@va/core/dashboard/contract';
import { computeScores } from '@va/core/scores';
import type { NotificationView } from '@va/core/notifications/contract';
import type { Database } from '../../db/client.ts';
import { dataVersionQuery } from '../../db/data-version.ts';
import { preparedJson, type JsonQuery } from '../../db/json-query.ts';
import { completedActivitiesQuery, upcomingActivitiesQuery } from '../activities/service.ts';
import { latestNotificationsQuery, unreadCountQuery } from '../notifications/service.ts';
import { onboardingMilestonesQuery } from '../onboarding/service.ts';
import { pointsOf } from '../points/service.ts';
import { getProfile, profileViewQuery, type NewProfile } from '../profile/service.ts';
import { completedTestsQuery } from '../tests/service.ts';

/*
 * The dashboard reads no table of its own: it composes the other modules' queries into one
 * statement (ADR 0030).
 */

// Made once: a new Intl.DateTimeFormat per request costs more than the request's query.
const dayInDisplayZone = new Intl.DateTimeFormat('en-CA', {
  timeZone: DISPLAY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

let today = { day: '', until: 0 };

/** Today in the product's time zone, for a browser that does not say (worked out once a second at most). */
export function todayInDisplayZone(now = Date.now()): string {
  if (now >= today.until) today = { day: dayInDisplayZone.format(new Date(now)), until: now - (now % 1000) + 1000 };
  return today.day;
}

type Milestones = ReturnType<typeof onboardingMilestonesQuery> extends JsonQuery<infer T> ? T : never;

/** Onboarding answers per session, its bonuses and the latest notifications, newest first. */
function recentActivity(onboarding: Milestones, notifications: NotificationView[]): RecentActivity[] {
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

/** Every module's part of the dashboard, read in one prepared statement (ADR 0030). */
const readDashboard = preparedJson(
  ({ userId, today }: { userId: Placeholder<string, string>; today: Placeholder<string, string> }) => ({
    view: profileViewQuery(userId),
    tests: completedTestsQuery(userId),
    activities: completedActivitiesQuery(userId),
    unreadCount: unreadCountQuery(userId),
    onboarding: onboardingMilestonesQuery(userId, RECENT_ACTIVITY_LIMIT),
    notifications: latestNotificationsQuery(userId, RECENT_ACTIVITY_LIMIT),
    upcoming: upcomingActivitiesQuery(userId, today),
    dataVersion: dataVersionQuery(userId),
  }),
);

export interface DashboardRead {
  summary: DashboardSummary;
  /** The user's data version in the snapshot the summary was read from (ADR 0037). */
  dataVersion: number | null;
}

/**
 * Everything the dashboard overview shows, computed from the stored rows (never from the
 * browser), in one database round-trip. `today` (YYYY-MM-DD, the browser's day) decides what is
 * still upcoming.
 */
export async function getDashboard(
  db: Database,
  user: NewProfile,
  today = todayInDisplayZone(),
): Promise<DashboardRead> {
  let read = await readDashboard(db, { userId: user.id, today });
  if (!read.view) {
    // A user without a profile or settings row yet (rare): getProfile creates them.
    await getProfile(db, user);
    read = await readDashboard(db, { userId: user.id, today });
  }
  const { view, tests, activities, unreadCount, onboarding, notifications, upcoming, dataVersion } = read;
  if (!view) throw new Error(`profile of ${user.id} could not be read`);
  const { profile, settings } = view;
  const summary: DashboardSummary = {
    profile: {
      firstname: profile.firstname,
      lastname: profile.lastname,
      email: profile.email,
      userType: profile.userType,
      onboardingCompleted: profile.onboardingCompleted,
      profilePhotoUrl: settings.profilePhotoUrl,
    },
    points: pointsOf({ profile, tests, activities }),
    scores: computeScores(tests, activities),
    unreadCount,
    recentActivity: recentActivity(onboarding, notifications),
    upcoming,
  };
  return { summary, dataVersion };
}
