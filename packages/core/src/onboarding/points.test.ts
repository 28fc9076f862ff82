import { describe, expect, it } from 'vitest';
import {
  BONUS_SESSIONS,
  ONBOARDING_COMPLETE_POINTS,
  SESSION_BONUS_POINTS,
  sessionCompletedBy,
  sessionEarnsBonus,
} from './points.ts';

describe('onboarding points', () => {
  it('are worth 50 per session bonus and 100 for the whole onboarding', () => {
    expect(SESSION_BONUS_POINTS).toBe(50);
    expect(ONBOARDING_COMPLETE_POINTS).toBe(100);
    expect(BONUS_SESSIONS).toEqual([1, 2, 3]);
  });

  it('give a bonus after sessions 1 to 3 only', () => {
    expect([1, 2, 3].map(sessionEarnsBonus)).toEqual([true, true, true]);
    expect(sessionEarnsBonus(4)).toBe(false);
    expect(sessionEarnsBonus(0)).toBe(false);
    expect(sessionEarnsBonus(5)).toBe(false);
  });
});

describe('sessionCompletedBy', () => {
  it('names the session whose three questions are now all answered', () => {
    expect(sessionCompletedBy('1-3', new Set(['1-1', '1-2', '1-3']))).toBe(1);
    expect(sessionCompletedBy('4-1', new Set(['4-1', '4-2', '4-3']))).toBe(4);
  });

  it('also when the last answer fills a gap earlier in the session', () => {
    expect(sessionCompletedBy('2-1', new Set(['2-1', '2-2', '2-3']))).toBe(2);
  });

  it('is null while a question of the session is missing', () => {
    expect(sessionCompletedBy('1-3', new Set(['1-1', '1-3']))).toBeNull();
    expect(sessionCompletedBy('3-3', new Set(['1-1', '1-2', '1-3', '3-3']))).toBeNull();
  });

  it('ignores other sessions and unknown ids', () => {
    expect(sessionCompletedBy('2-1', new Set(['1-1', '1-2', '1-3', '2-1']))).toBeNull();
    expect(sessionCompletedBy('9-9', new Set(['1-1', '1-2', '1-3']))).toBeNull();
  });
});
