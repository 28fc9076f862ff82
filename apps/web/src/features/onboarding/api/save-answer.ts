import { ONBOARDING_QUESTIONNAIRE } from '@va/core/onboarding/questionnaire';
import { api } from '@/lib/api-client';
import type { AnswerQueue } from '@/lib/answer-queue/pending-answers';
import type { AnswerInput } from '@va/core/onboarding/answers';
import type { SaveAnswerResult } from '@va/core/onboarding/contract';

/** Sends one answer; the answer queue (lib/answer-queue) calls it, and keeps the answer until it succeeds. */
export function putOnboardingAnswer(questionId: string, answer: AnswerInput): Promise<SaveAnswerResult> {
  return api<SaveAnswerResult>(`/api/onboarding/answers/${questionId}`, { method: 'PUT', body: answer });
}

/** This person's onboarding answers waiting on this device. */
export const onboardingQueue = (userId: string): AnswerQueue => ({ questionnaire: ONBOARDING_QUESTIONNAIRE, userId });
