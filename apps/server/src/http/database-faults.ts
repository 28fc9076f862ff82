import type { Context, MiddlewareHandler } from 'hono';
import type { Health } from '@va/core/config/contract';
import { databaseFault, RETRY_AFTER_SECONDS, type DatabaseHealth, type FaultKind } from '../db/faults.ts';
import { AppError, errorResponse } from './errors.ts';

/** The 503 of a database fault, with Retry-After (ADR 0015). */
export function unavailable(fault: FaultKind): AppError {
  return new AppError('SERVICE_UNAVAILABLE', { retryAfter: RETRY_AFTER_SECONDS[fault] });
}

/** The app's error handler asks this first: a database fault is a 503 (and a warning), not a bug. */
export function databaseFaultError(error: unknown): { error: AppError; reason: string } | undefined {
  const fault = databaseFault(error);
  return fault ? { error: unavailable(fault.kind), reason: fault.reason } : undefined;
}

/**
 * Some callers turn a failed query into an answer of their own (better-auth answers 500, or finds
 * no session and the route answers 401). When the database met a fault during this request and
 * still has it, such an answer becomes the 503 it really is. An answer that did not touch the
 * failing database (a request without a session cookie) is left alone.
 */
export function databaseFaultAnswers(health: DatabaseHealth): MiddlewareHandler {
  return async (c, next) => {
    const faultsBefore = health.faults;
    await next();
    const fault = health.currentFault;
    const hidden = c.res.status >= 500 || c.res.status === 401;
    if (fault && hidden && health.faults > faultsBefore && c.res.status !== 503)
      c.res = errorResponse(c, unavailable(fault));
  };
}

/** GET /api/ready: 200 when the database answers, else 503 (readiness; /api/health is liveness). */
export function readiness(health: DatabaseHealth) {
  return async (c: Context) => {
    try {
      await health.ping();
    } catch (error) {
      throw databaseFaultError(error)?.error ?? unavailable('unreachable');
    }
    return c.json({ ok: true } satisfies Health);
  };
}
