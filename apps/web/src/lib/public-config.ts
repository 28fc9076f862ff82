import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '@va/core/config/contract';
import { api } from './api-client';
import { queryKeys } from './query-keys';

export type { PublicConfig };

export const publicConfigQuery = queryOptions({
  queryKey: queryKeys.config,
  queryFn: () => api<PublicConfig>('/api/config'),
  staleTime: Infinity,
});

export function usePublicConfig() {
  return useQuery(publicConfigQuery);
}
