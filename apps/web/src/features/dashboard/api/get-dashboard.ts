import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Scores } from '@va/core/scores';
import { api } from '@/lib/api-client';

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
  recentActivity: Array<{
    kind: 'answer' | 'points' | 'notification';
    at: string;
    title?: string;
    event?: string;
    params?: Record<string, string | number>;
    points?: number;
  }>;
  upcoming: Array<{ id: string; title: string; date: string; time: string | null; priority: string; category: string }>;
}

/** The person's own calendar day, so 'upcoming' follows their day rather than the server's. */
function localDate(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

export const dashboardQuery = queryOptions({
  queryKey: ['dashboard'],
  queryFn: () => api<DashboardSummary>(`/api/dashboard?today=${localDate()}`),
  staleTime: 15_000,
});

export function useDashboard() {
  return useQuery(dashboardQuery);
}
