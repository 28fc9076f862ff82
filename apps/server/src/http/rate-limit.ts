import type { Context, MiddlewareHandler } from 'hono';
import { normalizeEmail } from '@va/core/email';
import type { AppConfig } from '../config.ts';
import type { RateLimiter, RateLimitRule } from '../services/rate-limit.ts';
import { clientIp } from './client-ip.ts';
import { AppError } from './errors.ts';
import type { AppEnv } from './session.ts';

export interface RateLimitDeps {
  limiter: RateLimiter;
  config: Pick<AppConfig, 'rateLimitFactor' | 'trustProxy'>;
}

/** One counter of a route: its rule, and what it counts by (an IP, an e-mail, a user). */
export interface RateLimitKey {
  rule: RateLimitRule;
  key(c: Context, config: RateLimitDeps['config']): string;
}

/** Per client IP. */
export const perIp = (rule: RateLimitRule): RateLimitKey => ({
  rule,
  key: (c, config) => `ip:${clientIp(c, config.trustProxy)}`,
});

/** Per e-mail of the JSON body, once validated (place after validate('json', …) or validateForm). */
export const perEmail = (rule: RateLimitRule): RateLimitKey => ({
  rule,
  key: (c) => `email:${normalizeEmail((c.req.valid('json' as never) as { email: string }).email)}`,
});

/** Per signed-in user (behind requireSession). */
export const perUser = (rule: RateLimitRule): RateLimitKey => ({
  rule,
  key: (c) => `user:${(c as Context<AppEnv>).var.user.id}`,
});

/**
 * Counts the request against each key of `scope`; over a limit, answers 429 RATE_LIMITED with
 * Retry-After before the handler runs. config.rateLimitFactor scales every limit (tests raise it).
 */
export function rateLimit(deps: RateLimitDeps, scope: string, keys: RateLimitKey[]): MiddlewareHandler {
  return async (c, next) => {
    for (const { rule, key } of keys) {
      const limit = Math.ceil(rule.limit * deps.config.rateLimitFactor);
      const result = deps.limiter.hit(`${scope}:${key(c, deps.config)}`, { ...rule, limit });
      if (!result.allowed) throw new AppError('RATE_LIMITED', { retryAfter: result.retryAfter });
    }
    await next();
  };
}
