import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '@va/core/config/contract';
import { api } from './api-client';

export type { PublicConfig };

export const publicConfigQuery = queryOptions({
  queryKey: ['config'],
  queryFn: () => api<PublicConfig>('/api/config'),
  staleTime: Infinity,
});

export function usePublicConfig() {
  return useQuery(publicConfigQuery);
}
