/**
 * The dashboard feature: GET /api/dashboard?today=YYYY-MM-DD, written by the server
 * (apps/server/src/modules/dashboard, composing the other modules) and read by the web app.
 */
import { z } from 'zod';
import { dayField } from '../fields.ts';
import type { ActivityPriority } from '../activities/contract.ts';
import type { NotificationParams } from '../notifications/contract.ts';
import type { UserType } from '../profile/contract.ts';
import type { ScoreCategory, Scores } from '../scores.ts';

/** ?today=: the browser's calendar day, which decides what is still upcoming. */
export const dashboardQuerySchema = z.object({ today: dayField.optional() });

/** Entries of the recent activity list, at most RECENT_ACTIVITY_LIMIT, newest first. */
export const RECENT_ACTIVITY_LIMIT = 8;
/** Pending activities from today on, at most UPCOMING_LIMIT. */
export const UPCOMING_LIMIT = 5;

export type RecentActivity =
  /** Answers of one onboarding session, at the latest of them. */
  | { kind: 'answer'; at: string; event: 'onboarding_answers'; params: { session: number; answered: number } }
  | { kind: 'points'; at: string; event: 'onboarding_session_bonus'; params: { session: number }; points: number }
  | { kind: 'notification'; at: string; title: string; event?: string; params?: NotificationParams };

export interface UpcomingActivity {
  id: string;
  title: string;
  date: string;
  time: string | null;
  priority: ActivityPriority;
  category: ScoreCategory;
}

export interface DashboardSummary {
  profile: {
    firstname: string;
    lastname: string;
    email: string;
    userType: UserType;
    onboardingCompleted: boolean;
    profilePhotoUrl: string | null;
  };
  points: number;
  scores: Scores;
  unreadCount: number;
  recentActivity: RecentActivity[];
  upcoming: UpcomingActivity[];
}
