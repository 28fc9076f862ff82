import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@va/core/language';
import type { OnboardingResults } from '@va/core/onboarding/contract';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type { OnboardingResults };

export const resultsQuery = (language: Language) =>
  queryOptions({
    queryKey: queryKeys.onboarding.results(language),
    queryFn: () => api<OnboardingResults>(`/api/onboarding/results?lang=${language}`),
    retry: false,
  });

export function useOnboardingResults(language: Language) {
  return useQuery(resultsQuery(language));
}
