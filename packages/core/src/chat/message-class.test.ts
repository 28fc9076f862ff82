import { describe, expect, it } from 'vitest';
import { classifyMessage, TOKEN_LIMITS } from './message-class.ts';

describe('message class', () => {
  it('has the spec token limits', () => {
    expect(TOKEN_LIMITS).toEqual({ greeting: 50, simple: 150, standard: 512, complex: 1024 });
  });

  it.each(['Bonjour', 'Bonjour !', 'bonsoir', 'Salut Marie', 'Coucou 👋', "Bonjour l'assistant", 'Bonjour à tous'])(
    'greeting (fr): %s',
    (text) => expect(classifyMessage(text)).toBe('greeting'),
  );

  it.each(['Hello', 'Hi!', 'Hey', 'hey there', 'Good morning!', 'Hello John'])('greeting (en): %s', (text) =>
    expect(classifyMessage(text)).toBe('greeting'),
  );

  it('is not a greeting when the salutation comes with a request or a question', () => {
    expect(classifyMessage('Bonjour, je voudrais de l’aide pour organiser ma semaine')).toBe('standard');
    expect(classifyMessage('Hi, how do I deal with a difficult colleague?')).toBe('standard');
    expect(classifyMessage('Bonjour, comment ça marche ?')).toBe('standard');
  });

  it('takes asking how one is, after a salutation, for a greeting (« salut, ça va ? »)', () => {
    expect(classifyMessage('salut, ça va ?')).toBe('greeting');
    expect(classifyMessage('Hello, how are you?')).toBe('greeting');
  });

  it.each(['Merci !', 'merci beaucoup', 'Au revoir', 'ok', "D'accord", 'Je suis fatigué', 'Oui, ça marche'])(
    'simple (fr): %s',
    (text) => expect(classifyMessage(text)).toBe('simple'),
  );

  it.each(['thanks', 'Thank you so much!', 'bye', 'ok', 'I feel tired today', 'Got it'])('simple (en): %s', (text) =>
    expect(classifyMessage(text)).toBe('simple'),
  );

  it.each([
    'Comment mieux gérer mon stress au travail ?',
    'How do I say no to extra work?',
    "Qu'est-ce que l'ikigai ?",
    'Comment dire non',
    'Why do I feel tired',
    'Je me sens épuisé depuis que mon équipe a changé de manager',
  ])('standard: %s', (text) => expect(classifyMessage(text)).toBe('standard'));

  it('is complex beyond 60 words', () => {
    const sixty = Array.from({ length: 60 }, () => 'mot').join(' ');
    expect(classifyMessage(sixty)).toBe('standard');
    expect(classifyMessage(`${sixty} encore`)).toBe('complex');
  });

  it('is complex with two questions or more', () => {
    expect(classifyMessage('Comment gérer mon stress ? Et comment en parler à mon manager ?')).toBe('complex');
    expect(classifyMessage('What is ikigai? How do I find mine?')).toBe('complex');
  });

  it('is complex when asked for a plan, a strategy, an analysis or details', () => {
    expect(classifyMessage('Fais-moi un plan')).toBe('complex');
    expect(classifyMessage('Quelle stratégie pour négocier un télétravail ?')).toBe('complex');
    expect(classifyMessage('Analyse ma situation au travail')).toBe('complex');
    expect(classifyMessage('Explique en détail le burn-out')).toBe('complex');
    expect(classifyMessage('Explain in detail how to set boundaries')).toBe('complex');
    expect(classifyMessage('Give me a step by step approach')).toBe('complex');
  });

  it('is deterministic', () => {
    const text = 'Comment trouver mon ikigai ?';
    expect(new Set(Array.from({ length: 5 }, () => classifyMessage(text))).size).toBe(1);
  });
});
