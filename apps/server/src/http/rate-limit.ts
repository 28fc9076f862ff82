import type { Context } from 'hono';
import { normalizeEmail } from '@va/core/email';
import type { AppConfig } from '../config.ts';
import type { RateLimiter, RateLimitRule } from '../services/rate-limit.ts';
import { clientIp } from './client-ip.ts';

export interface IpAndEmailLimits {
  perIp: RateLimitRule;
  perEmail: RateLimitRule;
}

/**
 * Counts one request against the per-IP and per-e-mail limits of `scope`. Returns the 429
 * response to send when either is exceeded, else null.
 */
export function refuseIfLimited(
  c: Context,
  deps: { limiter: RateLimiter; config: AppConfig },
  scope: string,
  limits: IpAndEmailLimits,
  email: string,
) {
  const scale = (rule: RateLimitRule) => ({ ...rule, limit: Math.ceil(rule.limit * deps.config.rateLimitFactor) });
  for (const [key, rule] of [
    [`${scope}:ip:${clientIp(c, deps.config.trustProxy)}`, limits.perIp],
    [`${scope}:email:${normalizeEmail(email)}`, limits.perEmail],
  ] as const) {
    const result = deps.limiter.hit(key, scale(rule));
    if (!result.allowed) {
      c.header('Retry-After', String(result.retryAfter));
      return c.json({ code: 'RATE_LIMITED', retryAfter: result.retryAfter }, 429);
    }
  }
  return null;
}
