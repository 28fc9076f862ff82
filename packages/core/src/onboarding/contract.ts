/**
 * The onboarding feature: the 12-question questionnaire, then the ikigai synthesis.
 *
 * Two things must not be confused:
 * - the completion (OnboardingCompletion): how many of the 12 questions are answered; it travels
 *   in the field `summary` of the state, of a save and of the results;
 * - the synthesis (IkigaiSynthesis): the ikigai profile, its four cards and four
 *   recommendations, shown on the /summary page and in the PDF.
 */
import { z } from 'zod';
import { cleanString, optionalLanguageField } from '../fields.ts';
import { answerInputSchema, type OnboardingAnswer, type OnboardingSummary } from './answers.ts';
import type { IkigaiProfile } from './profile.ts';
import type { Recommendation, SynthesisCard } from './synthesis-content.ts';

/** Total, answered, completion rate in percent, last answer: the completion statistics. */
export type OnboardingCompletion = OnboardingSummary;

/** GET /api/onboarding: everything the questionnaire needs to resume, on any device. */
export interface OnboardingState {
  sessionId: string;
  currentSession: string;
  currentQuestion: string;
  resumeIndex: number;
  answers: OnboardingAnswer[];
  /** Bonus points earned by sessions 1–3. */
  points: number;
  summary: OnboardingCompletion;
}

/** PUT /api/onboarding/answers/:questionId: an unknown question id answers 404 NOT_FOUND. */
export const saveAnswerParamSchema = z.object({ questionId: cleanString() });

/** PUT /api/onboarding/answers/:questionId: one answer, and the session it was given in. */
export const saveAnswerBodySchema = answerInputSchema.extend({ sessionId: z.uuid().optional() });
export type SaveAnswerBody = z.infer<typeof saveAnswerBodySchema>;

/** The answer of a save: the bonus awarded now (0 or 50) and the totals after it. */
export interface SaveAnswerResult {
  sessionId: string;
  awarded: number;
  points: number;
  summary: OnboardingCompletion;
}

/** The ikigai synthesis, in the reader's language. */
export interface IkigaiSynthesis {
  structuredData: IkigaiProfile;
  cards: SynthesisCard[];
  recommendations: Recommendation[];
}

/** GET /api/onboarding/results?lang=: the answers, their completion and the synthesis (409 until all 12 are answered). */
export interface OnboardingResults extends IkigaiSynthesis {
  sessionId: string;
  responses: OnboardingAnswer[];
  summary: OnboardingCompletion;
}

/** ?lang=fr|en on the results and the PDF; otherwise the language of the user's settings. */
export const synthesisQuerySchema = z.object({ lang: optionalLanguageField });

/** GET /api/onboarding/summary.pdf: the synthesis as a PDF, downloaded under this name. */
export const SYNTHESIS_PDF_FILE_NAME = 'synthese-ikigai.pdf';
