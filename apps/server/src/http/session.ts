import { createMiddleware } from 'hono/factory';
import type { SessionUser } from '@va/core/auth/contract';
import type { Auth } from '../auth.ts';
import type { Logger } from '../logger.ts';
import { AppError } from './errors.ts';

/** The signed-in person as better-auth reads them from the session cookie. */
export interface SignedInUser extends SessionUser {
  createdAt: Date;
}

export type AppEnv = { Variables: { user: SignedInUser; sessionId: string } };
export type OptionalSessionEnv = { Variables: { user: SignedInUser | null } };

/** Lets a request through only with a valid session cookie (else 401 UNAUTHORIZED); the user is then in c.var.user. */
export function requireSession(auth: Auth) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!session) throw new AppError('UNAUTHORIZED');
    c.set('user', session.user as SignedInUser);
    c.set('sessionId', session.session.id);
    await next();
  });
}

/**
 * For routes open to everyone that do more for a signed-in person: c.var.user is the user or
 * null. A session that cannot be read counts as none.
 */
export function optionalSession(auth: Auth, logger: Logger) {
  return createMiddleware<OptionalSessionEnv>(async (c, next) => {
    const session = await auth.api.getSession({ headers: c.req.raw.headers }).catch((error: unknown) => {
      logger.warn({ err: error, path: c.req.path }, 'session not read');
      return null;
    });
    c.set('user', session ? (session.user as SignedInUser) : null);
    await next();
  });
}
