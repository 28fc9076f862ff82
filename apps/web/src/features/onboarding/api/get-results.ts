import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OnboardingAnswer, OnboardingSummary } from '@va/core/onboarding/answers';
import type { Language } from '@va/core/language';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export interface OnboardingResults {
  sessionId: string;
  responses: OnboardingAnswer[];
  summary: OnboardingSummary;
  cards: Array<{ id: string; title: string; highlights: string[]; text: string }>;
  recommendations: Array<{ id: string; title: string; text: string }>;
}

export const resultsQuery = (language: Language) =>
  queryOptions({
    queryKey: queryKeys.onboarding.results(language),
    queryFn: () => api<OnboardingResults>(`/api/onboarding/results?lang=${language}`),
    retry: false,
  });

export function useOnboardingResults(language: Language) {
  return useQuery(resultsQuery(language));
}
