import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { OnboardingState } from '@va/core/onboarding/contract';

export const onboardingQuery = queryOptions({
  queryKey: queryKeys.onboarding.state,
  queryFn: () => api<OnboardingState>('/api/onboarding'),
  staleTime: 0,
});

export function useOnboarding() {
  return useQuery(onboardingQuery);
}
