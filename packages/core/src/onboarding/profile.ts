import { isAnswered, type OnboardingAnswer } from './answers.ts';
import { ONBOARDING_SESSIONS } from './questionnaire.ts';
import { extractKeyPhrases } from './key-phrases.ts';

export { extractKeyPhrases, KEY_PHRASE_MAX_LENGTH } from './key-phrases.ts';

/** The four ikigai dimensions, one per onboarding session. */
export type Dimension = 'values' | 'strengths' | 'environment' | 'aspirations';
/** How a 1–10 answer reads: 1–4 low, 5–7 medium, 8–10 high. */
export type Intensity = 'low' | 'medium' | 'high';

export interface DimensionProfile {
  dimension: Dimension;
  /** Option ids chosen at the multi-choice question, in the questionnaire's option order. */
  choices: string[];
  /** Up to 2 fragments of the free-text answer, exactly as written, in their original order. */
  keyPhrases: string[];
  /** The 1–10 answer. */
  scale: number | null;
  intensity: Intensity | null;
}

export interface IkigaiProfile {
  values: DimensionProfile;
  strengths: DimensionProfile;
  environment: DimensionProfile;
  aspirations: DimensionProfile;
}

export const DIMENSIONS: Dimension[] = ['values', 'strengths', 'environment', 'aspirations'];

export function intensityOf(scale: number | null): Intensity | null {
  if (scale === null || !Number.isFinite(scale)) return null;
  if (scale <= 4) return 'low';
  if (scale <= 7) return 'medium';
  return 'high';
}

/** The ikigai profile of the answers; unknown questions and invalid answers are left out. */
export function buildProfile(answers: OnboardingAnswer[]): IkigaiProfile {
  const byQuestion = latestValidAnswers(answers);
  return {
    values: dimensionProfile('values', byQuestion),
    strengths: dimensionProfile('strengths', byQuestion),
    environment: dimensionProfile('environment', byQuestion),
    aspirations: dimensionProfile('aspirations', byQuestion),
  };
}

export function emptyDimensionProfile(dimension: Dimension): DimensionProfile {
  return { dimension, choices: [], keyPhrases: [], scale: null, intensity: null };
}

function dimensionProfile(dimension: Dimension, byQuestion: Map<string, OnboardingAnswer>): DimensionProfile {
  const profile = emptyDimensionProfile(dimension);
  const session = ONBOARDING_SESSIONS.find((candidate) => candidate.dimension === dimension);
  for (const question of session?.questions ?? []) {
    const answer = byQuestion.get(question.id);
    if (!answer) continue;
    switch (question.kind) {
      case 'multi': {
        const chosen = new Set(answer.multiChoiceResponse);
        // Questionnaire order, not click order, so that the same choices always read the same.
        profile.choices = question.options.filter((choice) => chosen.has(choice.id)).map((choice) => choice.id);
        break;
      }
      case 'text':
        profile.keyPhrases = extractKeyPhrases(answer.textResponse ?? '');
        break;
      case 'scale':
        profile.scale = answer.scaleResponse;
        profile.intensity = intensityOf(answer.scaleResponse);
        break;
    }
  }
  return profile;
}

function latestValidAnswers(answers: OnboardingAnswer[]): Map<string, OnboardingAnswer> {
  const byQuestion = new Map<string, OnboardingAnswer>();
  for (const answer of answers) {
    if (!isAnswered(answer)) continue;
    const kept = byQuestion.get(answer.questionId);
    if (!kept || supersedes(answer, kept)) byQuestion.set(answer.questionId, answer);
  }
  return byQuestion;
}

/** The later answer wins; an exact tie is settled on content so that the input order never matters. */
function supersedes(answer: OnboardingAnswer, kept: OnboardingAnswer): boolean {
  if (answer.answeredAt !== kept.answeredAt) return answer.answeredAt > kept.answeredAt;
  return contentKey(answer) > contentKey(kept);
}

function contentKey(answer: OnboardingAnswer): string {
  return JSON.stringify([answer.textResponse, answer.multiChoiceResponse, answer.scaleResponse]);
}
