import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

export interface PublicConfig {
  googleEnabled: boolean;
  supportEmail: string | null;
}

export const publicConfigQuery = queryOptions({
  queryKey: ['config'],
  queryFn: () => api<PublicConfig>('/api/config'),
  staleTime: Infinity,
});

export function usePublicConfig() {
  return useQuery(publicConfigQuery);
}
