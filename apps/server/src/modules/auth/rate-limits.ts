import type { RateLimitKey } from '../../http/rate-limit.ts';
import { perClient, perEmail, perEmailAndClient } from '../../http/rate-limit.ts';
import type { RateLimitRule } from '../../services/rate-limit.ts';

const minutes = (value: number) => value * 60_000;

/**
 * The limits of /api/auth (ADR 0021). Sign-in counts failures only (a wrong password), so the
 * owner who types theirs right never uses up a limit, and keys them three ways:
 * - an e-mail from one client: the tight limit against guessing one account's password, which
 *   a stranger elsewhere cannot use up for the owner;
 * - one client, whatever the e-mail: against trying many accounts from one place (room left
 *   for an office behind one address);
 * - an e-mail alone: the slow path against guessing from many places, with a ceiling one client
 *   can never reach within its own limit (checked by rate-limits.test.ts), so locking an owner
 *   out takes several addresses.
 * Reset requests count every request (each sends an e-mail): a stranger's requests use up only
 * theirs, and an inbox gets at most ten a hour. Sign-up counts every attempt too.
 */
export const AUTH_RATE_LIMITS = {
  signIn: {
    perEmailAndClient: { limit: 8, windowMs: minutes(15) },
    perClient: { limit: 20, windowMs: minutes(15) },
    perEmail: { limit: 100, windowMs: minutes(60) },
  },
  signUp: {
    perClient: { limit: 20, windowMs: minutes(60) },
    perEmail: { limit: 5, windowMs: minutes(60) },
  },
  resetRequest: {
    perEmailAndClient: { limit: 3, windowMs: minutes(60) },
    perClient: { limit: 10, windowMs: minutes(60) },
    perEmail: { limit: 10, windowMs: minutes(60) },
  },
} satisfies Record<string, Record<string, RateLimitRule>>;

/** The counters of a flow, the tightest first. */
export function authRateLimitKeys(flow: keyof typeof AUTH_RATE_LIMITS): RateLimitKey[] {
  const rules: Partial<Record<'perEmailAndClient' | 'perClient' | 'perEmail', RateLimitRule>> = AUTH_RATE_LIMITS[flow];
  return [
    rules.perEmailAndClient && perEmailAndClient(rules.perEmailAndClient),
    rules.perClient && perClient(rules.perClient),
    rules.perEmail && perEmail(rules.perEmail),
  ].filter((key) => key !== undefined);
}

/** Sign-in counts only a refused password. */
export const countsFailedSignIn = (response: Response) => response.status === 401;
