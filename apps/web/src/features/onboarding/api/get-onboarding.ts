import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { OnboardingState } from './types';

export const onboardingQuery = queryOptions({
  queryKey: ['onboarding'],
  queryFn: () => api<OnboardingState>('/api/onboarding'),
  staleTime: 0,
});

export function useOnboarding() {
  return useQuery(onboardingQuery);
}
