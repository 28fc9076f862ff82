import type { Scores } from './scores.ts';

/**
 * The shape of GET /api/dashboard: written by the server (apps/server/src/modules/dashboard),
 * read by the web app. One definition so the two never drift apart.
 */
export type NotificationParams = Record<string, string | number>;

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
  priority: string;
  category: string;
}

export interface DashboardSummary {
  profile: {
    firstname: string;
    lastname: string;
    email: string;
    userType: string;
    onboardingCompleted: boolean;
    profilePhotoUrl: string | null;
  };
  points: number;
  scores: Scores;
  unreadCount: number;
  recentActivity: RecentActivity[];
  upcoming: UpcomingActivity[];
}
