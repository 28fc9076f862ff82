import type { AnswerInput } from '@va/core/questionnaire/answer';
import { questionsOf, type Questionnaire } from '@va/core/questionnaire/definition';
import { readStorage, writeStorage } from '@/lib/storage-keys';

/**
 * Answers not yet confirmed by the server, kept in localStorage so that a failed save, a lost
 * connection or a closed tab never loses them. One queue per questionnaire and per user, so a
 * shared device keeps people apart and each questionnaire sends only its own answers.
 */
export interface AnswerQueue {
  questionnaire: Questionnaire;
  userId: string;
}

/**
 * `<questionnaire>_pending_answers:<user>`. For the onboarding this is the key it used before the
 * engine (`onboarding_pending_answers:<user>`), so answers queued by an earlier version are still
 * read and sent: nothing to migrate.
 */
export const pendingAnswersKey = ({ questionnaire, userId }: AnswerQueue) =>
  `${questionnaire.id}_pending_answers:${userId}`;

export type PendingAnswers = Record<string, AnswerInput>;

export function readPending(queue: AnswerQueue): PendingAnswers {
  try {
    const value: unknown = JSON.parse(readStorage(pendingAnswersKey(queue)) ?? '{}');
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as PendingAnswers) : {};
  } catch {
    return {};
  }
}

function write(queue: AnswerQueue, pending: PendingAnswers) {
  writeStorage(pendingAnswersKey(queue), Object.keys(pending).length > 0 ? JSON.stringify(pending) : null);
}

export function addPending(queue: AnswerQueue, questionId: string, answer: AnswerInput) {
  write(queue, { ...readPending(queue), [questionId]: answer });
}

/** Removes an answer once the server has it, unless a newer one was queued meanwhile. */
export function removePending(queue: AnswerQueue, questionId: string, sent: AnswerInput) {
  const pending = readPending(queue);
  if (JSON.stringify(pending[questionId]) !== JSON.stringify(sent)) return;
  delete pending[questionId];
  write(queue, pending);
}

/** In questionnaire order (so section bonuses are earned in order); unknown question ids are left out. */
export function pendingInOrder(queue: AnswerQueue): Array<[string, AnswerInput]> {
  const pending = readPending(queue);
  return questionsOf(queue.questionnaire)
    .filter((question) => Object.hasOwn(pending, question.id))
    .map((question) => [question.id, pending[question.id]!]);
}
