import type { RateLimitRule } from '../../services/rate-limit.ts';

const hour = 60 * 60_000;

/**
 * Per IP and per e-mail: the form sends an acknowledgement to the address it is given, so one
 * inbox must not be flooded; the IP limit leaves room for an office behind one address.
 */
export const SUPPORT_RATE_LIMITS: { perIp: RateLimitRule; perEmail: RateLimitRule } = {
  perIp: { limit: 20, windowMs: hour },
  perEmail: { limit: 5, windowMs: hour },
};
