import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { queryKeys } from './query-keys';

export interface PublicConfig {
  googleEnabled: boolean;
  supportEmail: string | null;
}

export const publicConfigQuery = queryOptions({
  queryKey: queryKeys.config,
  queryFn: () => api<PublicConfig>('/api/config'),
  staleTime: Infinity,
});

export function usePublicConfig() {
  return useQuery(publicConfigQuery);
}
