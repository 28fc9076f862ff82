import type { RateLimitRule } from '../../services/rate-limit.ts';

const minutes = (value: number) => value * 60_000;

/**
 * Per IP and per e-mail. The IP limits leave room for an office behind one address; the
 * e-mail limits stop guessing one account's password and flooding one inbox.
 */
export const AUTH_RATE_LIMITS: Record<
  'signIn' | 'signUp' | 'resetRequest',
  { perIp: RateLimitRule; perEmail: RateLimitRule }
> = {
  signIn: { perIp: { limit: 30, windowMs: minutes(15) }, perEmail: { limit: 8, windowMs: minutes(15) } },
  signUp: { perIp: { limit: 20, windowMs: minutes(60) }, perEmail: { limit: 5, windowMs: minutes(60) } },
  resetRequest: { perIp: { limit: 10, windowMs: minutes(60) }, perEmail: { limit: 3, windowMs: minutes(60) } },
};
