import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rate-limit.ts';

describe('rate limiter', () => {
  it('allows up to the limit in a window, then says when to come back', () => {
    let time = 0;
    const limiter = createRateLimiter(() => time);
    const rule = { limit: 2, windowMs: 60_000 };
    expect(limiter.hit('a', rule).allowed).toBe(true);
    expect(limiter.hit('a', rule).allowed).toBe(true);
    time = 15_000;
    expect(limiter.hit('a', rule)).toEqual({ allowed: false, retryAfter: 45 });
    expect(limiter.hit('b', rule).allowed).toBe(true);
    time = 60_000;
    expect(limiter.hit('a', rule).allowed).toBe(true);
  });
});
