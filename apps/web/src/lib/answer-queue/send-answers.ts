import type { AnswerInput } from '@va/core/questionnaire/answer';
import { ApiError } from '@/lib/api-client';
import { addPending, pendingInOrder, removePending, type AnswerQueue } from './pending-answers';

/** Sends one answer to the questionnaire's endpoint (given by the feature that owns it). */
export type SendAnswer<Result> = (questionId: string, answer: AnswerInput) => Promise<Result>;

/** A refusal the server will repeat (a bad answer): retrying cannot help. */
export const isFinalRefusal = (error: unknown) =>
  error instanceof ApiError &&
  error.status >= 400 &&
  error.status < 500 &&
  error.status !== 401 &&
  error.status !== 429;

/**
 * Queues the answer on the device, then sends it once. On a network or server failure the answer
 * stays queued for `flushPending` (retried by useAnswerSync); it is dropped only if refused.
 */
export async function saveAnswer<Result>(
  queue: AnswerQueue,
  send: SendAnswer<Result>,
  questionId: string,
  answer: AnswerInput,
): Promise<Result> {
  addPending(queue, questionId, answer);
  try {
    const result = await send(questionId, answer);
    removePending(queue, questionId, answer);
    return result;
  } catch (error) {
    if (isFinalRefusal(error)) removePending(queue, questionId, answer);
    throw error;
  }
}

/** Sends every queued answer, in order; stops at the first failure. The last server result, or null. */
export async function flushPending<Result>(queue: AnswerQueue, send: SendAnswer<Result>): Promise<Result | null> {
  let last: Result | null = null;
  for (const [questionId, answer] of pendingInOrder(queue)) {
    try {
      last = await send(questionId, answer);
      removePending(queue, questionId, answer);
    } catch (error) {
      if (!isFinalRefusal(error)) throw error;
      removePending(queue, questionId, answer);
    }
  }
  return last;
}
