import { describe, expect, it } from 'vitest';
import { CONTEXT_SIZE, RELEVANCE_THRESHOLD, selectContext, significantWords, wordOverlap } from './context.ts';

/** n distinct significant words: mot1a, mot2a, … */
const words = (n: number, from = 0) => Array.from({ length: n }, (_, i) => `mot${i + from}a`);

describe('significant words', () => {
  it('folds case and accents, drops short words and stopwords in both languages', () => {
    expect(significantWords('Comment gérer le STRESS au travail ?')).toEqual(new Set(['gerer', 'stress', 'travail']));
    expect(significantWords('How do I manage the stress at work?')).toEqual(new Set(['manage', 'stress', 'work']));
  });
});

describe('word overlap', () => {
  it('is the share of the new message’s words found in the past one', () => {
    expect(wordOverlap('gérer stress travail', 'Le stress au travail se gère')).toBeCloseTo(2 / 3);
    expect(wordOverlap('gerer stress travail', 'GÉRER le STRESS au TRAVAIL')).toBe(1);
    expect(wordOverlap('stress', 'un long message sur le stress et bien d’autres choses')).toBe(1);
  });

  it('is 0 when the new message has no significant word', () => {
    expect(wordOverlap('ok', 'ok')).toBe(0);
    expect(wordOverlap('et toi ?', 'et toi ?')).toBe(0);
    expect(wordOverlap('stress travail', '')).toBe(0);
  });
});

describe('context selection', () => {
  it('uses the spec constants', () => {
    expect(CONTEXT_SIZE).toBe(5);
    expect(RELEVANCE_THRESHOLD).toBe(0.7);
  });

  it('considers only the last 5 messages', () => {
    const message = 'stress travail manager';
    const history = [
      'Le stress au travail avec mon manager (1)',
      'Parlons sommeil',
      'Le stress au travail avec mon manager (3)',
      'Parlons sport',
      'Bonjour',
      'Le stress au travail avec mon manager (6)',
    ];
    expect(selectContext(history, message)).toEqual([
      'Le stress au travail avec mon manager (3)',
      'Le stress au travail avec mon manager (6)',
    ]);
  });

  it('includes an overlap of exactly 0.7 and excludes 0.69', () => {
    const ten = words(10);
    expect(wordOverlap(ten.join(' '), words(7).join(' '))).toBe(0.7);
    expect(selectContext([words(7).join(' ')], ten.join(' '))).toHaveLength(1);

    const twenty = words(20);
    expect(selectContext([words(14).join(' ')], twenty.join(' '))).toHaveLength(1);

    const hundred = words(100);
    expect(wordOverlap(hundred.join(' '), words(69).join(' '))).toBe(0.69);
    expect(selectContext([words(69).join(' ')], hundred.join(' '))).toEqual([]);
  });

  it('keeps the original order and works in English too', () => {
    const history = [
      'How to set boundaries at work',
      'Unrelated chat about sleep',
      'Boundaries at work with colleagues',
    ];
    expect(selectContext(history, 'boundaries at work?')).toEqual([
      'How to set boundaries at work',
      'Boundaries at work with colleagues',
    ]);
  });

  it('returns nothing without history or without significant words', () => {
    expect(selectContext([], 'stress travail')).toEqual([]);
    expect(selectContext(['ok', 'merci'], 'ok')).toEqual([]);
  });
});
