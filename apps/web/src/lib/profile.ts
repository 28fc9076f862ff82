import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProfileView } from '@va/core/profile/contract';
import { api } from './api-client';
import { queryKeys } from './query-keys';

export type { ProfileView };

export const profileQuery = queryOptions({
  queryKey: queryKeys.profile,
  queryFn: () => api<ProfileView>('/api/profile'),
  staleTime: 30_000,
});

export function useProfile(options: { enabled?: boolean } = {}) {
  return useQuery({ ...profileQuery, enabled: options.enabled ?? true });
}
