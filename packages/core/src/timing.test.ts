import { describe, expect, it } from 'vitest';
import { REDIRECT_DELAYS, retrySchedule } from './timing.ts';

describe('timing constants', () => {
  it('retries 3 times after 1 s, 2 s and 4 s', () => {
    expect(retrySchedule()).toEqual([1000, 2000, 4000]);
    expect(retrySchedule({ retries: 3, baseDelayMs: 10 })).toEqual([10, 20, 40]);
  });

  it('keeps the redirect delays of the spec', () => {
    expect(REDIRECT_DELAYS).toEqual({
      resetSuccess: 3000,
      resetConfirmation: 5000,
      callbackError: 3000,
      analysis: 5000,
    });
  });
});
