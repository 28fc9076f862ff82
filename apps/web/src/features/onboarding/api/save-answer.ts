import { api, ApiError } from '@/lib/api-client';
import { addPending, pendingInOrder, removePending } from './pending-answers';
import type { AnswerInput, SaveResult } from './types';

async function put(questionId: string, answer: AnswerInput): Promise<SaveResult> {
  return api<SaveResult>(`/api/onboarding/answers/${questionId}`, { method: 'PUT', body: answer });
}

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
export async function saveAnswer(userId: string, questionId: string, answer: AnswerInput): Promise<SaveResult> {
  addPending(userId, questionId, answer);
  try {
    const result = await put(questionId, answer);
    removePending(userId, questionId, answer);
    return result;
  } catch (error) {
    if (isFinalRefusal(error)) removePending(userId, questionId, answer);
    throw error;
  }
}

/** Sends every queued answer, in order; stops at the first failure. The last server result, or null. */
export async function flushPending(userId: string): Promise<SaveResult | null> {
  let last: SaveResult | null = null;
  for (const [questionId, answer] of pendingInOrder(userId)) {
    try {
      last = await put(questionId, answer);
      removePending(userId, questionId, answer);
    } catch (error) {
      if (!isFinalRefusal(error)) throw error;
      removePending(userId, questionId, answer);
    }
  }
  return last;
}
