import { crisisWords } from '@va/core/chat/safety';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness/app.ts';
import type { TestClient } from '../../../test/harness/client.ts';
import { createUser } from '../../../test/harness/factories.ts';
import { startLlmStandIn } from '../../../test/harness/llm-stand-in.ts';
import { createRateLimiter } from '../../services/rate-limit.ts';
import { createGuideAnswerer } from './guide/answerer.ts';
import { GUIDE_ENTRIES } from './guide/entries/index.ts';
import { CHAT_RATE_LIMITS } from './routes.ts';

type StandIn = Awaited<ReturnType<typeof startLlmStandIn>>;
interface ChatEvent {
  type: string;
  text?: string;
  code?: string;
  language?: string;
  message?: { type: string; content: string; language: string };
}

let standIn: StandIn;
let withModel: TestApp;
let embedded: TestApp;
let hf: TestApp;

beforeAll(async () => {
  standIn = await startLlmStandIn();
  withModel = await createTestApp({
    config: {
      llm: { baseUrl: standIn.url, apiKey: 'stand-in-key-123', model: 'qvct-test', style: 'openai', timeoutMs: 2000 },
    },
  });
  embedded = await createTestApp();
  hf = await createTestApp({
    config: { llm: { baseUrl: `${standIn.url}/hf`, apiKey: undefined, model: 'x', style: 'hf-tgi', timeoutMs: 2000 } },
  });
  // Three databases to open and migrate: up to 15 s each on a busy machine.
}, 180_000);
afterAll(async () => {
  await Promise.all([withModel?.close(), embedded?.close(), hf?.close()]);
  await standIn?.close();
});

async function signedIn(t: TestApp): Promise<TestClient> {
  return (await createUser(t)).browser;
}

function parse(text: string): ChatEvent[] {
  return text
    .split('\n\n')
    .map((block) => block.split('\n').find((line) => line.startsWith('data:')))
    .filter((line): line is string => Boolean(line))
    .map((line) => JSON.parse(line.slice(5)) as ChatEvent);
}

async function ask(t: TestApp, client: TestClient, message: string, language = 'fr') {
  const response = await t.app.request('/api/chat', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: `va.session_token=${client.cookie('va.session_token')}`,
      origin: 'http://localhost:3000',
    },
    body: JSON.stringify({ message, language }),
  });
  return { response, events: parse(await response.text()) };
}

const answer = (events: ChatEvent[]) =>
  events
    .filter((event) => event.type === 'delta')
    .map((event) => event.text)
    .join('');

describe('chat with an OpenAI-compatible model', () => {
  it('streams the answer to the client in chunks, and sends the key only to that server', async () => {
    const client = await signedIn(withModel);
    standIn.setMode('stream');
    standIn.hold();
    const response = await withModel.app.request('/api/chat', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `va.session_token=${client.cookie('va.session_token')}` },
      body: JSON.stringify({ message: 'Comment mieux gérer mon stress au travail ?' }),
    });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let received = '';
    // The first chunk arrives while the model still holds back the rest: real streaming.
    while (!received.includes('Respirez')) {
      const { value, done } = await reader.read();
      // An ended stream reads `done` forever: fail instead of spinning (it would starve the timers).
      if (done) throw new Error(`The stream ended before the first chunk: ${received}`);
      received += value;
    }
    expect(received).not.toContain('pause');
    standIn.release();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      received += value;
    }
    const events = parse(received);
    expect(answer(events)).toBe('Respirez profondément, puis faites une pause.');
    expect(events.at(-1)).toMatchObject({ type: 'done', message: { type: 'bot', language: 'fr' } });

    const sent = standIn.requests.at(-1)!;
    expect(sent.authorization).toBe('Bearer stand-in-key-123');
    expect(sent.path).toBe('/v1/chat/completions');
    expect(sent.body).toMatchObject({
      model: 'qvct-test',
      temperature: 0.7,
      top_p: 0.95,
      stream: true,
      max_tokens: 512,
    });
    const messages = sent.body.messages as Array<{ role: string; content: string }>;
    expect(messages[0]!.role).toBe('system');
    expect(messages.at(-1)).toEqual({ role: 'user', content: 'Comment mieux gérer mon stress au travail ?' });
    // Grounded on the guide's best entry for the question, with its sources to cite.
    const stress = GUIDE_ENTRIES.find((entry) => entry.id === 'stress')!;
    expect(messages[0]!.content).toContain(stress.answer.fr);
    for (const source of stress.sources) expect(messages[0]!.content).toContain(source.url);
  });

  it('turns a 500 into the spec’s error message, as an error-type message', async () => {
    const client = await signedIn(withModel);
    standIn.setMode('error');
    const { events } = await ask(withModel, client, 'Comment organiser ma semaine de travail ?');
    expect(events.at(-1)).toMatchObject({
      type: 'error',
      code: 'CHAT_HTTP',
      message: { type: 'error', content: 'Je suis désolé, une erreur est survenue. Veuillez réessayer.' },
    });
    const english = await ask(withModel, client, 'How can I organise my working week better?', 'en');
    expect(english.events.at(-1)?.message?.content).toBe("I'm sorry, an error occurred. Please try again.");
  });

  it('turns a timeout into the same error message', async () => {
    const client = await signedIn(withModel);
    standIn.setMode('hang');
    const started = Date.now();
    const { events } = await ask(withModel, client, 'Comment préparer mon entretien annuel ?');
    // Far below the default 30 s: the configured timeout (2 s) ended it, even on a busy machine.
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(events.at(-1)).toMatchObject({ type: 'error', code: 'CHAT_HTTP' });
  });

  it('gives the empty-response message when the model says nothing', async () => {
    const client = await signedIn(withModel);
    standIn.setMode('empty');
    const { events } = await ask(withModel, client, 'Que pensez-vous de ma situation au travail ?');
    expect(events.at(-1)).toMatchObject({
      type: 'error',
      code: 'CHAT_EMPTY',
      message: {
        content:
          "Je suis désolé, je n'ai pas pu générer une réponse appropriée. Pouvez-vous reformuler votre question ?",
      },
    });
  });

  it('answers greetings with a canned reply, without calling the model', async () => {
    const client = await signedIn(withModel);
    const before = standIn.requests.length;
    const { events } = await ask(withModel, client, 'Bonjour !');
    expect(standIn.requests.length).toBe(before);
    expect(events.at(-1)).toMatchObject({ type: 'done', message: { type: 'bot', language: 'fr' } });
    expect(answer(events).length).toBeGreaterThan(0);
  });

  it('carries the crisis card with every reply to a crisis message, whether the model answers, fails or hangs', async () => {
    const client = await signedIn(withModel);
    standIn.setMode('stream');
    standIn.release();
    const ok = await ask(withModel, client, 'Je n’en peux plus, j’ai envie d’en finir avec la vie.');
    expect(ok.events[0]).toEqual({ type: 'start', language: 'fr', crisis: true });
    // The model's words come beside the card, never instead of it.
    expect(ok.events.at(-1)).toMatchObject({ type: 'done', message: { type: 'bot', crisis: true } });
    expect(ok.events.at(-1)?.message?.content).toBe(answer(ok.events));

    for (const mode of ['error', 'hang', 'empty'] as const) {
      standIn.setMode(mode);
      const failed = await ask(withModel, client, 'I want to kill myself', 'en');
      expect(failed.events[0], mode).toEqual({ type: 'start', language: 'en', crisis: true });
      expect(failed.events.at(-1), mode).toMatchObject({
        type: 'done',
        message: { type: 'bot', crisis: true, content: crisisWords('en') },
      });
    }

    standIn.setMode('stream');
    const calm = await ask(withModel, client, 'Comment mieux gérer mon stress au travail ?');
    expect(calm.events[0]).toEqual({ type: 'start', language: 'fr', crisis: false });
    expect(calm.events.at(-1)).toMatchObject({ type: 'done', message: { crisis: false } });
    // The history keeps which replies carry the card.
    const history = await client.get<{ messages: Array<{ type: string; crisis: boolean }> }>('/api/chat/history');
    expect(history.body.messages.filter((message) => message.crisis).map((message) => message.type)).toEqual([
      'bot',
      'bot',
      'bot',
      'bot',
    ]);
  });
});

describe('chat with the Hugging Face text-generation shape', () => {
  it('reads generated_text from the array answer', async () => {
    const client = await signedIn(hf);
    standIn.setMode('hf');
    const { events } = await ask(hf, client, 'Comment mieux gérer mon stress au travail ?');
    expect(answer(events)).toBe('Respirez profondément, puis faites une pause.');
    const sent = standIn.requests.at(-1)!;
    expect(sent.path).toBe('/v1/hf');
    expect(sent.authorization).toBeUndefined();
    expect(sent.body).toMatchObject({
      parameters: {
        max_new_tokens: 512,
        temperature: 0.7,
        top_p: 0.95,
        return_full_text: false,
        do_sample: true,
        num_return_sequences: 1,
      },
    });
    expect(String(sent.body.inputs)).toContain('Question: Comment mieux gérer mon stress au travail ?');
  });
});

describe('chat with the built-in guide (no model configured)', () => {
  it('answers a French stress question from the guide, in French', async () => {
    const client = await signedIn(embedded);
    const { events } = await ask(embedded, client, 'Comment mieux gérer mon stress au travail ?');
    const text = answer(events);
    expect(events[0]).toMatchObject({ type: 'start', language: 'fr' });
    expect(text).toMatch(/guide intégré/i);
    expect(text.toLowerCase()).toContain('stress');
  });

  it('answers an English question about saying no, in English', async () => {
    const client = await signedIn(embedded);
    const { events } = await ask(embedded, client, 'How do I say no to extra work?', 'fr');
    expect(events[0]).toMatchObject({ type: 'start', language: 'en' });
    const text = answer(events);
    expect(text).toMatch(/built-in guide/i);
    expect(text.toLowerCase()).toMatch(/\bno\b/);
  });

  it('carries the crisis card for a crisis message, its guide answer beside it, never cut', async () => {
    const client = await signedIn(embedded);
    const { events } = await ask(embedded, client, 'J’ai des idées suicidaires');
    expect(events[0]).toEqual({ type: 'start', language: 'fr', crisis: true });
    expect(events.at(-1)).toMatchObject({ type: 'done', message: { type: 'bot', crisis: true } });
    expect(answer(events)).toContain(GUIDE_ENTRIES.find((entry) => entry.id === 'crisis')!.answer.fr);
  });
});

describe('the asker’s side', () => {
  it('gives the guide the user type of who asks', async () => {
    const manager = (await createUser(embedded, { userType: 'manager' })).browser;
    const employee = (await createUser(embedded, { userType: 'employee' })).browser;
    const guide = createGuideAnswerer();
    const question = 'How do I give feedback?';
    expect(answer((await ask(embedded, manager, question, 'en')).events)).toBe(
      guide.answer(question, 'en', 'manager').text,
    );
    expect(answer((await ask(embedded, employee, question, 'en')).events)).toBe(
      guide.answer(question, 'en', 'employee').text,
    );
    expect(guide.answer(question, 'en', 'manager').text).not.toBe(guide.answer(question, 'en', 'employee').text);
  });
});

describe('short messages', () => {
  it('cut a model reply to its first sentence, never a guide answer', async () => {
    const twoSentences = await startLlmStandIn({ chunks: ['Je comprends. ', 'Prenez une vraie pause ce soir.'] });
    const model = await createTestApp({
      config: {
        llm: {
          baseUrl: twoSentences.url,
          apiKey: 'stand-in-key-123',
          model: 'qvct-test',
          style: 'openai',
          timeoutMs: 2000,
        },
      },
    });
    try {
      // 'Je suis fatigué' is a simple message (core message-class.ts).
      const fromModel = await ask(model, await signedIn(model), 'Je suis fatigué');
      expect(answer(fromModel.events)).toBe('Je comprends.');
      const fromGuide = await ask(embedded, await signedIn(embedded), 'Je suis fatigué');
      expect(answer(fromGuide.events)).toBe(createGuideAnswerer().answer('Je suis fatigué', 'fr').text);
    } finally {
      await model.close();
      await twoSentences.close();
    }
  });
});

describe('history and limits', () => {
  it('keeps the conversation per user, invisible to another user, and clears it', async () => {
    const me = await signedIn(embedded);
    await ask(embedded, me, 'Comment parler de ma charge de travail à mon manager ?');
    const mine = await me.get<{ messages: Array<{ type: string; content: string }> }>('/api/chat/history');
    expect(mine.body.messages.map((message) => message.type)).toEqual(['user', 'bot']);
    expect(mine.body.messages[0]!.content).toBe('Comment parler de ma charge de travail à mon manager ?');

    const other = await signedIn(embedded);
    expect((await other.get<{ messages: unknown[] }>('/api/chat/history')).body.messages).toEqual([]);
    expect((await other.request('/api/chat/history', { method: 'DELETE' })).status).toBe(204);
    expect((await me.get<{ messages: unknown[] }>('/api/chat/history')).body.messages).toHaveLength(2);

    expect((await me.request('/api/chat/history', { method: 'DELETE' })).status).toBe(204);
    expect((await me.get<{ messages: unknown[] }>('/api/chat/history')).body.messages).toEqual([]);
  });

  it('refuses a blank or over-long message and needs a session', async () => {
    const client = await signedIn(embedded);
    for (const message of ['   ', 'x'.repeat(4001)]) {
      const response = await client.post('/api/chat', { message });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ code: 'INVALID_INPUT' });
    }
    expect((await client.get<{ messages: unknown[] }>('/api/chat/history')).body.messages).toEqual([]);
    expect((await embedded.client().post('/api/chat', { message: 'Bonjour' })).status).toBe(401);
  });
});

describe('rate limit', () => {
  it('refuses a user past 12 messages a minute, with a wait', async () => {
    const strict = await createTestApp({ database: embedded.database, config: { rateLimitFactor: 1 } });
    try {
      const { browser: client, userId } = await createUser(strict);
      // Eleven messages counted as the route counts them (a real one each is slow on a busy machine).
      const limiter = createRateLimiter(strict.db);
      const { perMinute } = CHAT_RATE_LIMITS;
      for (let index = 0; index < 11; index++)
        await limiter.hit(`chat:${perMinute.windowMs}:user:${userId}`, perMinute);
      expect((await ask(strict, client, 'Merci !')).response.status).toBe(200);
      const refused = await client.post('/api/chat', { message: 'Merci !' });
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ code: 'RATE_LIMITED' });
    } finally {
      await strict.close();
    }
  });
});
