import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import type { SessionUser } from '@va/core/auth/contract';
import type { Auth } from '../auth.ts';
import type { Database } from '../db/client.ts';
import { sessions, users } from '../db/schema/index.ts';
import type { Logger } from '../logger.ts';
import { AppError } from './errors.ts';

/** The signed-in person as better-auth reads them from the session cookie. */
export interface SignedInUser extends SessionUser {
  createdAt: Date;
  /** Read with the session (ADR 0037); absent when better-auth read the user. */
  dataVersion?: number;
}

export type AppEnv = { Variables: { user: SignedInUser; sessionId: string } };
export type OptionalSessionEnv = { Variables: { user: SignedInUser | null } };

interface SignedInSession {
  user: SignedInUser;
  session: { id: string };
}

/**
 * The token of a cookie signed as better-auth signs it (`<token>.<base64 HMAC-SHA256 of the
 * token>`), or null. Node's HMAC: WebCrypto's, per request, cost more than the query.
 */
function signedToken(value: string | undefined, secret: string): string | null {
  if (!value) return null;
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = Buffer.from(value.slice(dot + 1), 'base64');
  const expected = createHmac('sha256', secret).update(token).digest();
  return signature.length === expected.length && timingSafeEqual(signature, expected) ? token : null;
}

/**
 * signedToken, remembered for the cookies seen lately: the answer for a given cookie and secret
 * never changes, and a browser sends the same cookie on every call. Only what is signed is kept.
 */
function verifiedTokens(size = 10_000) {
  const tokens = new Map<string, string>();
  return (value: string | undefined, secret: string): string | null => {
    if (!value) return null;
    const known = tokens.get(value);
    if (known !== undefined) return known;
    const token = signedToken(value, secret);
    if (token === null) return null;
    if (tokens.size >= size) tokens.delete(tokens.keys().next().value!);
    tokens.set(value, token);
    return token;
  };
}

/**
 * The session check of every API call in one indexed query (ADR 0031): the cookie's signature
 * checked as better-auth checks it, then the session and its user read together, by the token
 * (unique index) and the user's primary key, as a prepared statement. Nothing is cached: a
 * deleted session stops at once. What better-auth does with writes stays its own: an expired
 * session (it deletes it) and one due for extension (once per `updateAge`) go through its
 * getSession.
 */
function sessionReader(auth: Auth, db: Database) {
  // What the routes use, no more: every column costs on each call (ADR 0031).
  const byToken = db
    .select({
      session: { id: sessions.id, expiresAt: sessions.expiresAt },
      user: {
        id: users.id,
        name: users.name,
        email: users.email,
        firstname: users.firstname,
        lastname: users.lastname,
        userType: users.userType,
        createdAt: users.createdAt,
        dataVersion: users.dataVersion,
      },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.token, sql.placeholder('token')))
    .prepare('va_session_by_token');
  const tokenOf = verifiedTokens();
  return async (c: Context): Promise<SignedInSession | null> => {
    const context = await auth.$context;
    const token = tokenOf(getCookie(c, context.authCookies.sessionToken.name), context.secret);
    if (!token) return null;
    const [row] = await byToken.execute({ token });
    if (!row) return null;
    const now = Date.now();
    const expiresAt = row.session.expiresAt.getTime();
    const { expiresIn, updateAge } = context.sessionConfig;
    const extensionDue = expiresAt - expiresIn * 1000 + updateAge * 1000 <= now;
    if (expiresAt <= now || extensionDue) {
      const session = await auth.api.getSession({ headers: c.req.raw.headers });
      return session ? { user: session.user as SignedInUser, session: session.session } : null;
    }
    return row as SignedInSession;
  };
}

/** Lets a request through only with a valid session cookie (else 401 UNAUTHORIZED); the user is then in c.var.user. */
export function requireSession(auth: Auth, db: Database) {
  const readSession = sessionReader(auth, db);
  return createMiddleware<AppEnv>(async (c, next) => {
    const session = await readSession(c);
    if (!session) throw new AppError('UNAUTHORIZED');
    c.set('user', session.user);
    c.set('sessionId', session.session.id);
    await next();
  });
}

/**
 * For routes open to everyone that do more for a signed-in person: c.var.user is the user or
 * null. A session that cannot be read counts as none.
 */
export function optionalSession(auth: Auth, db: Database, logger: Logger) {
  const readSession = sessionReader(auth, db);
  return createMiddleware<OptionalSessionEnv>(async (c, next) => {
    const session = await readSession(c).catch((error: unknown) => {
      logger.warn({ err: error, path: c.req.path }, 'session not read');
      return null;
    });
    c.set('user', session ? session.user : null);
    await next();
  });
}
