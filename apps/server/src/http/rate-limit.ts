import type { Context, MiddlewareHandler } from 'hono';
import { normalizeEmail } from '@va/core/email';
import type { AppConfig } from '../config.ts';
import type { RateLimiter, RateLimitRule } from '../services/rate-limit.ts';
import { clientIp, clientKey } from './client-ip.ts';
import { AppError } from './errors.ts';
import type { AppEnv } from './session.ts';

export interface RateLimitDeps {
  limiter: RateLimiter;
  config: Pick<AppConfig, 'rateLimitFactor' | 'trustProxy'>;
}

/** One counter of a route: its rule, and what it counts by (a client, an e-mail, a user). */
export interface RateLimitKey {
  rule: RateLimitRule;
  key(c: Context, config: RateLimitDeps['config']): string;
}

/** The client's key: its IP, or its /64 for IPv6 (http/client-ip.ts). */
const client = (c: Context, config: RateLimitDeps['config']) => clientKey(clientIp(c, config.trustProxy));

/** The e-mail of the JSON body, once validated (place after validate('json', …) or validateForm). */
const email = (c: Context) => normalizeEmail((c.req.valid('json' as never) as { email: string }).email);

/** Per client address. */
export const perClient = (rule: RateLimitRule): RateLimitKey => ({
  rule,
  key: (c, config) => `client:${client(c, config)}`,
});

/** Per e-mail of the body, whoever sends it. */
export const perEmail = (rule: RateLimitRule): RateLimitKey => ({
  rule,
  key: (c) => `email:${email(c)}`,
});

/** Per e-mail of the body from one client: what a stranger elsewhere cannot use up for its owner. */
export const perEmailAndClient = (rule: RateLimitRule): RateLimitKey => ({
  rule,
  key: (c, config) => `email:${email(c)}:client:${client(c, config)}`,
});

/** Per signed-in user (behind requireSession). */
export const perUser = (rule: RateLimitRule): RateLimitKey => ({
  rule,
  key: (c) => `user:${(c as Context<AppEnv>).var.user.id}`,
});

export interface RateLimitOptions {
  /**
   * Which answers count. By default every request does; sign-in counts only its failures, so a
   * person who signs in well never uses up a limit (a request in flight counts until it is known).
   */
  counts?: (response: Response) => boolean;
}

/**
 * Counts the request against each key of `scope`; over a limit, answers 429 RATE_LIMITED with
 * Retry-After before the handler runs, and the refused request counts nowhere.
 * config.rateLimitFactor scales every limit (tests of other features raise it).
 */
export function rateLimit(
  deps: RateLimitDeps,
  scope: string,
  keys: RateLimitKey[],
  options: RateLimitOptions = {},
): MiddlewareHandler {
  return async (c, next) => {
    const counted: string[] = [];
    const giveBack = () => Promise.all(counted.map((key) => deps.limiter.refund(key)));
    for (const { rule, key } of keys) {
      const limit = Math.ceil(rule.limit * deps.config.rateLimitFactor);
      // The window in the name: two rules on one key (an hour, a day) count apart.
      const name = `${scope}:${rule.windowMs}:${key(c, deps.config)}`;
      const result = await deps.limiter.hit(name, { ...rule, limit });
      counted.push(name);
      if (!result.allowed) {
        await giveBack();
        throw new AppError('RATE_LIMITED', { retryAfter: result.retryAfter });
      }
    }
    await next();
    if (options.counts && !options.counts(c.res)) await giveBack();
  };
}
