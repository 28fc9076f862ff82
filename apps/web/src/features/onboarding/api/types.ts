import type { AnswerInput, OnboardingAnswer, OnboardingSummary } from '@va/core/onboarding/answers';

export interface OnboardingState {
  sessionId: string;
  currentSession: string;
  currentQuestion: string;
  resumeIndex: number;
  answers: OnboardingAnswer[];
  points: number;
  summary: OnboardingSummary;
}

export interface SaveResult {
  sessionId: string;
  awarded: number;
  points: number;
  summary: OnboardingSummary;
}

export type { AnswerInput };
