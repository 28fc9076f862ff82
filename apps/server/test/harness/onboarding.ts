import personaAnswers from '../fixtures/persona-answers.json' with { type: 'json' };
import type { TestClient } from './client.ts';

/**
 * A complete set of answers, one persona (a JSON fixture, so that the bench reads the same);
 * override any question by id.
 */
export const PERSONA_ANSWERS: Record<string, { text?: string; choices?: string[]; scale?: number }> = personaAnswers;

export const QUESTION_ORDER = Object.keys(PERSONA_ANSWERS);

export async function answer(
  client: TestClient,
  questionId: string,
  body: Record<string, unknown> = PERSONA_ANSWERS[questionId]!,
) {
  return client.request<Record<string, unknown>>(`/api/onboarding/answers/${questionId}`, {
    method: 'PUT',
    json: body,
  });
}

export async function answerAll(client: TestClient, overrides: Record<string, Record<string, unknown>> = {}) {
  for (const questionId of QUESTION_ORDER) {
    const response = await answer(client, questionId, overrides[questionId] ?? PERSONA_ANSWERS[questionId]);
    if (response.status !== 200)
      throw new Error(`answer ${questionId}: ${response.status} ${JSON.stringify(response.body)}`);
  }
}
