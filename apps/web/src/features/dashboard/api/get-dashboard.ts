import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardSummary } from '@va/core/dashboard/contract';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type { DashboardSummary };

/** The person's own calendar day, so 'upcoming' follows their day rather than the server's. */
function localDate(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

export const dashboardQuery = queryOptions({
  queryKey: queryKeys.dashboard,
  queryFn: () => api<DashboardSummary>(`/api/dashboard?today=${localDate()}`),
  staleTime: 15_000,
});

export function useDashboard() {
  return useQuery(dashboardQuery);
}
