import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccount } from '../../../test/harness/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/harness/app.ts';
import type { TestClient } from '../../../test/harness/client.ts';
import { answer, answerAll, QUESTION_ORDER } from '../../../test/harness/onboarding.ts';
import { extractPdf } from '../../../test/harness/pdf.ts';
import { onboardingBonuses, onboardingResponses, profiles } from '../../db/schema/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function signedIn(): Promise<TestClient> {
  const client = t.client();
  const response = await client.post('/api/auth/sign-up/email', newAccount());
  expect(response.status).toBe(200);
  return client;
}

interface State {
  sessionId: string;
  resumeIndex: number;
  points: number;
  answers: Array<{
    questionId: string;
    textResponse: string | null;
    multiChoiceResponse: string[] | null;
    scaleResponse: number | null;
  }>;
  summary: { totalQuestions: number; answeredQuestions: number; completionRate: number; lastAnswered: string | null };
}

describe('onboarding session and answers', () => {
  it('creates one session on first visit and gives it back on another device', async () => {
    const laptop = await signedIn();
    const first = await laptop.get<State>('/api/onboarding');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      resumeIndex: 0,
      points: 0,
      answers: [],
      summary: { totalQuestions: 12, answeredQuestions: 0, completionRate: 0, lastAnswered: null },
    });
    await answer(laptop, '1-1');
    await answer(laptop, '1-2');

    // Same account, new browser: the same session, resuming at the first unanswered question.
    const phone = t.client();
    const email = (await laptop.get<{ profile: { email: string } }>('/api/profile')).body.profile.email;
    expect((await phone.post('/api/auth/sign-in/email', { email, password: 'Motdepasse1!' })).status).toBe(200);
    const resumed = await phone.get<State>('/api/onboarding');
    expect(resumed.body.sessionId).toBe(first.body.sessionId);
    expect(resumed.body.resumeIndex).toBe(2);
    expect(resumed.body.answers.map((row) => row.questionId)).toEqual(['1-1', '1-2']);
    expect(resumed.body.summary).toMatchObject({ answeredQuestions: 2, completionRate: 17 });
  });

  it('upserts on (session, question): a second save replaces the first, one row', async () => {
    const client = await signedIn();
    const { sessionId } = (await client.get<State>('/api/onboarding')).body;
    expect((await answer(client, '1-2', { text: '  Première version  ' })).status).toBe(200);
    expect((await answer(client, '1-2', { text: 'Deuxième version', sessionId })).status).toBe(200);
    const rows = await t.db.select().from(onboardingResponses).where(eq(onboardingResponses.sessionId, sessionId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      questionId: '1-2',
      textResponse: 'Deuxième version',
      multiChoiceResponse: null,
      scaleResponse: null,
    });
  });

  it('refuses invalid answers with INVALID_ANSWER and stores nothing', async () => {
    const client = await signedIn();
    const { sessionId } = (await client.get<State>('/api/onboarding')).body;
    for (const [questionId, body] of [
      ['1-2', { text: '   ' }],
      ['1-1', { choices: [] }],
      ['1-1', { choices: ['not-an-option'] }],
      ['1-3', { scale: 0 }],
      ['1-3', { scale: 11 }],
      ['1-3', { scale: 5.5 }],
      ['1-3', { text: 'cinq' }],
      ['1-1', { choices: ['autonomy'], extra: true }],
    ] as const) {
      const response = await answer(client, questionId, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body).toEqual({ code: 'INVALID_ANSWER' });
    }
    expect((await answer(client, '9-9', { text: 'x' })).status).toBe(404);
    expect(await t.db.select().from(onboardingResponses).where(eq(onboardingResponses.sessionId, sessionId))).toEqual(
      [],
    );
  });

  it('accepts any number of options, with no maximum', async () => {
    const client = await signedIn();
    const all = [
      'autonomy',
      'creativity',
      'innovation',
      'collaboration',
      'leadership',
      'work_life_balance',
      'social_impact',
      'continuous_learning',
    ];
    expect((await answer(client, '1-1', { choices: all })).status).toBe(200);
  });

  it('records 50 points after sessions 1, 2 and 3, once each, never twice on a replay', async () => {
    const client = await signedIn();
    const awarded: Array<{ questionId: string; awarded: unknown; points: unknown }> = [];
    for (const questionId of QUESTION_ORDER) {
      const response = await answer(client, questionId);
      awarded.push({ questionId, awarded: response.body.awarded, points: response.body.points });
    }
    expect(awarded.filter((row) => row.awarded === 50).map((row) => row.questionId)).toEqual(['1-3', '2-3', '3-3']);
    expect(awarded.at(-1)).toMatchObject({ questionId: '4-3', awarded: 0, points: 150 });
    // Going back and saving session 1's last answer again earns nothing more.
    const replay = await answer(client, '1-3', { scale: 9 });
    expect(replay.body).toMatchObject({ awarded: 0, points: 150 });
    const { sessionId } = (await client.get<State>('/api/onboarding')).body;
    expect(await t.db.select().from(onboardingBonuses).where(eq(onboardingBonuses.sessionId, sessionId))).toHaveLength(
      3,
    );
  });

  it('needs a session', async () => {
    const anonymous = t.client();
    expect((await anonymous.get('/api/onboarding')).status).toBe(401);
    expect((await answer(anonymous, '1-1')).status).toBe(401);
    expect((await anonymous.get('/api/onboarding/results')).status).toBe(401);
  });
});

describe('another user', () => {
  it('cannot read or write my session', async () => {
    const me = await signedIn();
    await answer(me, '1-2', { text: 'Mon secret' });
    const mySessionId = (await me.get<State>('/api/onboarding')).body.sessionId;

    const other = await signedIn();
    const theirs = await other.get<State>('/api/onboarding');
    expect(theirs.body.sessionId).not.toBe(mySessionId);
    expect(theirs.body.answers).toEqual([]);
    const attempt = await answer(other, '1-2', { text: 'Écrasé', sessionId: mySessionId });
    expect(attempt.status).toBe(404);
    const [mine] = await t.db.select().from(onboardingResponses).where(eq(onboardingResponses.sessionId, mySessionId));
    expect(mine?.textResponse).toBe('Mon secret');
    expect(JSON.stringify((await other.get('/api/onboarding/results')).body)).not.toContain('Mon secret');
  });
});

describe('results', () => {
  it('are refused below 100 %', async () => {
    const client = await signedIn();
    expect((await client.get('/api/onboarding/results')).body).toEqual({ code: 'ONBOARDING_INCOMPLETE' });
    for (const questionId of QUESTION_ORDER.slice(0, 11)) await answer(client, questionId);
    const response = await client.get('/api/onboarding/results');
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ code: 'ONBOARDING_INCOMPLETE' });
    expect((await client.get('/api/onboarding/summary.pdf')).status).toBe(409);
  });

  it('at 100 % give the summary, the profile, four cards and four recommendations, and complete the profile', async () => {
    const client = await signedIn();
    await answerAll(client);
    const response = await client.get<{
      summary: State['summary'];
      responses: unknown[];
      structuredData: { values: { choices: string[]; scale: number } };
      cards: Array<{ id: string; title: string; highlights: string[] }>;
      recommendations: Array<{ id: string }>;
    }>('/api/onboarding/results?lang=fr');
    expect(response.status).toBe(200);
    expect(response.body.summary).toMatchObject({ totalQuestions: 12, answeredQuestions: 12, completionRate: 100 });
    expect(response.body.summary.lastAnswered).toEqual(expect.any(String));
    expect(response.body.responses).toHaveLength(12);
    expect(response.body.structuredData.values).toMatchObject({
      choices: ['autonomy', 'work_life_balance', 'social_impact'],
      scale: 3,
    });
    expect(response.body.cards.map((card) => card.title)).toEqual([
      'Valeurs Principales',
      'Points Forts',
      'Objectifs',
      'Motivations',
    ]);
    expect(response.body.cards[0]?.highlights).toEqual(['Autonomie', 'Équilibre vie pro/perso', 'Impact social']);
    expect(response.body.recommendations).toHaveLength(4);

    const english = await client.get<{ cards: Array<{ title: string; highlights: string[] }> }>(
      '/api/onboarding/results?lang=en',
    );
    expect(english.body.cards[0]).toMatchObject({
      title: 'Core values',
      highlights: ['Autonomy', 'Work-life balance', 'Social impact'],
    });

    const email = (await client.get<{ profile: { email: string; onboardingCompleted: boolean } }>('/api/profile')).body
      .profile;
    expect(email.onboardingCompleted).toBe(true);
    const [row] = await t.db.select().from(profiles).where(eq(profiles.email, email.email));
    expect(row?.onboardingCompleted).toBe(true);
  });

  it('differ for different answers', async () => {
    const first = await signedIn();
    await answerAll(first);
    const second = await signedIn();
    await answerAll(second, {
      '1-1': { choices: ['creativity', 'innovation'] },
      '2-1': { choices: ['analysis', 'problem_solving'] },
      '2-3': { scale: 9 },
      '4-1': { choices: ['technical_expertise', 'independence'] },
    });
    const cardsOf = async (client: TestClient) =>
      (await client.get<{ cards: unknown }>('/api/onboarding/results')).body.cards;
    expect(await cardsOf(first)).not.toEqual(await cardsOf(second));
  });
});

describe('the PDF summary', () => {
  it('is a synthese-ikigai.pdf download with the user’s own values and the French date', async () => {
    const client = await signedIn();
    await answerAll(client);
    const response = await t.app.request('/api/onboarding/summary.pdf?lang=fr', {
      headers: { cookie: `va.session_token=${client.cookie('va.session_token')}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="synthese-ikigai.pdf"');
    const { pages } = await extractPdf(Buffer.from(await response.arrayBuffer()));
    const text = pages.map((page) => page.text).join(' ');
    const today = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris' }).format(new Date());
    expect(text).toContain(`Générée le ${today}`);
    expect(text).toContain('Synthèse IKIGAI de Camille');
    for (const value of ['Autonomie', 'Équilibre vie pro/perso', 'Impact social', 'Communication'])
      expect(text).toContain(value);
    for (const title of ['Valeurs Principales', 'Points Forts', 'Objectifs', 'Motivations'])
      expect(text).toContain(title);
    expect(text).toContain('© 2025 Votre assistant');
    // The first PDF starts the worker thread, which tsx compiles from source: slow on a busy machine.
  }, 60_000);
});
