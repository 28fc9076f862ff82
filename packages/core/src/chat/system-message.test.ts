import { describe, expect, it } from 'vitest';
import { buildChatMessages, buildPrompt, systemMessage } from './system-message.ts';

describe('system message', () => {
  it('names QVCT, ikigai and the reply language', () => {
    expect(systemMessage('fr')).toContain('QVCT');
    expect(systemMessage('fr')).toContain('ikigai');
    expect(systemMessage('fr')).toContain('uniquement en français');
    expect(systemMessage('en')).toContain('QVCT');
    expect(systemMessage('en')).toContain('ikigai');
    expect(systemMessage('en')).toContain('only in English');
  });

  it('asks for length adapted to the question, kindness and clarification', () => {
    expect(systemMessage('fr')).toMatch(/Adaptez la longueur/);
    expect(systemMessage('fr')).toMatch(/professionnel et bienveillant/);
    expect(systemMessage('fr')).toMatch(/demandez des précisions/);
    expect(systemMessage('en')).toMatch(/Adapt the length/);
    expect(systemMessage('en')).toMatch(/professional and kind/);
    expect(systemMessage('en')).toMatch(/ask for clarification/);
  });

  it('says it is an AI, not a medical service, and gives 3114', () => {
    for (const language of ['fr', 'en'] as const) {
      const text = systemMessage(language);
      expect(text).toMatch(/IA|AI/);
      expect(text).toMatch(/diagnostic|diagnosis/);
      expect(text).toContain('médecin du travail');
      expect(text).toContain('CSE');
      expect(text).toContain('3114');
    }
  });
});

describe('text prompt', () => {
  it('is the system message, the context, then Question and Réponse', () => {
    const prompt = buildPrompt({
      language: 'fr',
      context: ['Je suis stressé au travail', 'Le stress au travail est fréquent.'],
      message: 'Comment gérer mon stress au travail ?',
    });
    expect(prompt.startsWith(systemMessage('fr'))).toBe(true);
    expect(prompt).toContain('- Je suis stressé au travail\n- Le stress au travail est fréquent.');
    expect(prompt.endsWith('Question: Comment gérer mon stress au travail ?\n\nRéponse:')).toBe(true);
    expect(prompt.indexOf('Je suis stressé')).toBeLessThan(prompt.indexOf('Question:'));
  });

  it('ends with Answer: in English and has no context part without context', () => {
    const prompt = buildPrompt({ language: 'en', context: [], message: 'How do I say no?' });
    expect(prompt).toBe(`${systemMessage('en')}\n\nQuestion: How do I say no?\n\nAnswer:`);
  });
});

describe('chat messages', () => {
  it('puts the system message first, the context as user messages, then the question', () => {
    expect(buildChatMessages({ language: 'en', context: ['a', 'b'], message: 'c' })).toEqual([
      { role: 'system', content: systemMessage('en') },
      { role: 'user', content: 'a' },
      { role: 'user', content: 'b' },
      { role: 'user', content: 'c' },
    ]);
  });
});

describe('grounding on the guide', () => {
  const grounding = [
    {
      title: 'Le stress au travail',
      text: 'Repérez ce qui pèse.',
      sources: [{ publisher: 'INRS', title: 'Stress', url: 'https://www.inrs.fr/risques/stress.html' }],
    },
  ];

  it('gives a model the entries with their sources to cite, in both shapes', () => {
    const [system] = buildChatMessages({ language: 'fr', context: [], message: 'Stress ?', grounding });
    expect(system!.content.startsWith(systemMessage('fr'))).toBe(true);
    expect(system!.content).toContain('citez alors leur source');
    expect(system!.content).toContain(
      '- Le stress au travail\u00a0: Repérez ce qui pèse. (INRS, https://www.inrs.fr/risques/stress.html)',
    );
    expect(buildPrompt({ language: 'en', context: [], message: 'Stress?', grounding })).toContain('cite their source');
  });

  it('leaves the system message as it is without entries', () => {
    const [system] = buildChatMessages({ language: 'en', context: [], message: 'Hi', grounding: [] });
    expect(system!.content).toBe(systemMessage('en'));
  });
});
