import { ONBOARDING_QUESTIONS } from '@va/core/onboarding/questionnaire';
import { readStorage, writeStorage } from '@/lib/storage-keys';
import type { AnswerInput } from './types';

/**
 * Answers not yet confirmed by the server, kept in localStorage so that a failed save, a lost
 * connection or a closed tab never loses them. Keyed by user, so a shared device keeps them apart.
 */
const keyFor = (userId: string) => `onboarding_pending_answers:${userId}`;

export type PendingAnswers = Record<string, AnswerInput>;

export function readPending(userId: string): PendingAnswers {
  try {
    const value: unknown = JSON.parse(readStorage(keyFor(userId)) ?? '{}');
    return value && typeof value === 'object' ? (value as PendingAnswers) : {};
  } catch {
    return {};
  }
}

function write(userId: string, pending: PendingAnswers) {
  writeStorage(keyFor(userId), Object.keys(pending).length > 0 ? JSON.stringify(pending) : null);
}

export function addPending(userId: string, questionId: string, answer: AnswerInput) {
  write(userId, { ...readPending(userId), [questionId]: answer });
}

/** Removes an answer once the server has it, unless a newer one was queued meanwhile. */
export function removePending(userId: string, questionId: string, sent: AnswerInput) {
  const pending = readPending(userId);
  if (JSON.stringify(pending[questionId]) !== JSON.stringify(sent)) return;
  delete pending[questionId];
  write(userId, pending);
}

/** In questionnaire order, so session bonuses are earned in order. */
export function pendingInOrder(userId: string): Array<[string, AnswerInput]> {
  const pending = readPending(userId);
  return ONBOARDING_QUESTIONS.filter((question) => question.id in pending).map((question) => [
    question.id,
    pending[question.id]!,
  ]);
}
