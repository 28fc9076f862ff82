import { buildProfile } from '@va/core/onboarding/profile';
import { recommendations, synthesisCards } from '@va/core/onboarding/synthesis-content';
import type { Language } from '@va/core/language';
import type { OnboardingResults } from '@va/core/onboarding/contract';
import type { Database } from '../../db/client.ts';
import { findProfile } from '../profile/service.ts';
import { userLanguage } from '../settings/service.ts';
import { getCompletedAnswers } from './service.ts';
import { renderSynthesisPdf } from './synthesis-pdf.ts';

/**
 * The results of a complete questionnaire (spec: responses, structuredData, summary): the answers,
 * their completion, and the ikigai synthesis (profile, four cards, four recommendations) in the
 * reader's language.
 */
export async function getOnboardingResults(
  db: Database,
  userId: string,
  /** ?lang=, else the language of the user's settings. */
  requested?: Language,
): Promise<OnboardingResults> {
  const language = requested ?? (await userLanguage(db, userId));
  const { sessionId, answers, summary } = await getCompletedAnswers(db, userId);
  const profile = buildProfile(answers);
  return {
    sessionId,
    responses: answers,
    summary,
    structuredData: profile,
    cards: synthesisCards(profile, language),
    recommendations: recommendations(profile, language),
  };
}

/** The synthesis as a PDF, in `requested` or the user's language, titled with their first name. */
export async function getSynthesisPdf(db: Database, userId: string, requested?: Language): Promise<Buffer> {
  const language = requested ?? (await userLanguage(db, userId));
  const results = await getOnboardingResults(db, userId, language);
  const profile = await findProfile(db, userId);
  return renderSynthesisPdf({
    language,
    generatedAt: new Date(),
    firstname: profile?.firstname ?? '',
    stats: results.summary,
    cards: results.cards,
    recommendations: results.recommendations,
  });
}
