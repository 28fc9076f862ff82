import type { AnswerInput } from '@va/core/onboarding/answers';
import type { OnboardingState, SaveAnswerResult } from '@va/core/onboarding/contract';

export type { AnswerInput, OnboardingState };
export type SaveResult = SaveAnswerResult;
