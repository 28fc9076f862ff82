import type { TestClient } from './client.ts';

/** A complete set of answers, one persona; override any question by id. */
export const PERSONA_ANSWERS: Record<string, { text?: string; choices?: string[]; scale?: number }> = {
  '1-1': { choices: ['autonomy', 'work_life_balance', 'social_impact'] },
  '1-2': {
    text: 'Quand j’ai animé l’atelier de rentrée avec mon équipe. Tout le monde participait, je me sentais utile.',
  },
  '1-3': { scale: 3 },
  '2-1': { choices: ['communication', 'teamwork'] },
  '2-2': { text: 'On me demande souvent de reformuler les consignes compliquées.' },
  '2-3': { scale: 4 },
  '3-1': { choices: ['hybrid', 'flexible_setting'] },
  '3-2': { text: 'Deux jours au calme chez moi, trois jours avec l’équipe au bureau.' },
  '3-3': { scale: 5 },
  '4-1': { choices: ['better_balance', 'skills_development'] },
  '4-2': { text: 'J’aimerais dire que mon travail a du sens et que je rentre à l’heure.' },
  '4-3': { scale: 8 },
};

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
