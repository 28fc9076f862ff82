import type { RateLimitRule } from '../../services/rate-limit.ts';

const hour = 60 * 60_000;

/**
 * Per client and per e-mail: the form sends an acknowledgement to the address it is given, so one
 * inbox must not be flooded (five an hour, ten a day); the client limit leaves room for an office
 * behind one address.
 */
export const SUPPORT_RATE_LIMITS = {
  perClient: { limit: 20, windowMs: hour },
  perEmail: { limit: 5, windowMs: hour },
  perEmailPerDay: { limit: 10, windowMs: 24 * hour },
} satisfies Record<string, RateLimitRule>;
