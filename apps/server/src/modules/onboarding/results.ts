import { buildProfile } from '@va/core/onboarding/profile';
import { recommendations, summaryCards } from '@va/core/onboarding/summary-content';
import type { Language } from '@va/core/language';
import type { Database } from '../../db/client.ts';
import { getCompletedAnswers } from './service.ts';

/**
 * The results of a complete questionnaire (spec: responses, structuredData, summary), with the
 * four cards and four recommendations derived from the profile in the reader's language.
 */
export async function getOnboardingResults(db: Database, userId: string, language: Language) {
  const { sessionId, answers, summary } = await getCompletedAnswers(db, userId);
  const profile = buildProfile(answers);
  return {
    sessionId,
    responses: answers,
    structuredData: profile,
    summary,
    cards: summaryCards(profile, language),
    recommendations: recommendations(profile, language),
  };
}
export type OnboardingResults = Awaited<ReturnType<typeof getOnboardingResults>>;
