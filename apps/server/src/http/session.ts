import { createMiddleware } from 'hono/factory';
import type { Auth } from '../auth.ts';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  firstname?: string | null;
  lastname?: string | null;
  userType?: string | null;
  createdAt: Date;
}

export type AppEnv = { Variables: { user: SessionUser; sessionId: string } };

/** Lets a request through only with a valid session cookie; the user is then in c.var.user. */
export function requireSession(auth: Auth) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!session) return c.json({ code: 'UNAUTHORIZED' }, 401);
    c.set('user', session.user as SessionUser);
    c.set('sessionId', session.session.id);
    await next();
  });
}
