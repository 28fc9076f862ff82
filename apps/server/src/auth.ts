import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { eq } from 'drizzle-orm';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { isLanguage, type Language } from '@va/core/language';
import { THEMES, type Theme } from '@va/core/settings/contract';
import type { AppConfig } from './config.ts';
import type { Database, Executor, Transaction } from './db/client.ts';
import * as schema from './db/schema/index.ts';
import type { Logger } from './logger.ts';

export const SESSION_COOKIE_PREFIX = 'va';
/** Header our HTTP layer sets from the connection (never from the client) for better-auth's session records. */
export const CLIENT_IP_HEADER = 'x-va-client-ip';
/** The language of the sign-up page, passed by modules/auth/routes.ts to the user-created hook. */
export const LANGUAGE_HEADER = 'x-va-language';
/** The theme of the sign-up page, passed the same way. */
export const THEME_HEADER = 'x-va-theme';
export const RESET_TOKEN_MINUTES = 60;
/** better-auth's prefix of a reset link's verification identifier (`reset-password:<token>`). */
export const RESET_IDENTIFIER_PREFIX = 'reset-password:';

/**
 * What the verifications table stores for a reset token: its SHA-256, so that a read of the
 * database (a backup, a leaked dump) gives no usable link. The prefix stays in clear so that the
 * reset rows of a user can be found and deleted together (modules/auth/service.ts).
 */
export function storedResetIdentifier(token: string): string {
  const digest = createHash('sha256').update(`${RESET_IDENTIFIER_PREFIX}${token}`).digest('base64url');
  return `${RESET_IDENTIFIER_PREFIX}${digest}`;
}

export type Auth = ReturnType<typeof createAuth>;

/** A user as better-auth hands it to the hooks: its extra fields are not typed. */
export interface CreatedUser {
  id: string;
  email: string;
  createdAt: Date;
  firstname?: unknown;
  lastname?: unknown;
  userType?: unknown;
  /** The language of the sign-up page. */
  language?: Language;
  /** The theme of the sign-up page. */
  theme?: Theme;
}

/**
 * What the modules do around better-auth's own work, given by app.ts (modules/auth/service.ts):
 * this file sits below the modules and never imports them.
 */
export interface AuthHooks {
  /** In the transaction that creates the user: the user's other rows, e-mails, notification. */
  onUserCreated(executor: Executor, user: CreatedUser): Promise<void>;
  /**
   * The password was set (a reset link used, or changed while signed in): every other reset link
   * of the user stops working.
   */
  onPasswordChanged(db: Database, userId: string): Promise<void>;
  /** A reset link was made: send it. */
  onPasswordResetRequested(
    db: Database,
    request: { user: { id: string; email: string; firstname?: unknown }; token: string; validMinutes: number },
  ): Promise<void>;
}

export interface AuthDeps {
  db: Database;
  config: AppConfig;
  logger: Logger;
  onOutboxWrite: () => void;
  hooks: AuthHooks;
}

/** A transaction better-auth opened, and our work to write in it just before it commits. */
interface TransactionScope {
  tx: Transaction;
  beforeCommit: Array<() => Promise<void>>;
}

/**
 * better-auth: e-mail + password, database sessions in httpOnly cookies, reset by e-mail, Google
 * when configured. Our hooks write profile, settings and outbox rows in better-auth's own
 * transaction (captured through `transactionStore`), so a sign-up is all or nothing.
 */
export function createAuth(deps: AuthDeps) {
  const { config, logger, hooks } = deps;
  const transactionStore = new AsyncLocalStorage<TransactionScope>();
  /** Ids of users whose rows were written in their creating transaction (see user.create.before). */
  const writtenInTransaction = new Set<string>();
  const db = new Proxy(deps.db, {
    get(target, property, receiver) {
      if (property === 'transaction') {
        return (run: (tx: Transaction) => Promise<unknown>, options?: unknown) =>
          target.transaction(async (tx) => {
            const scope: TransactionScope = { tx, beforeCommit: [] };
            const result = await transactionStore.run(scope, () => run(tx));
            for (const task of scope.beforeCommit) await task();
            return result;
          }, options as never);
      }
      return Reflect.get(target, property, receiver);
    },
  });
  /** The sign-up page's language and theme, as modules/auth/routes.ts passed them. */
  const pagePreferencesOf = (context: { headers?: Headers } | null | undefined) => {
    const language = context?.headers?.get(LANGUAGE_HEADER);
    const theme = context?.headers?.get(THEME_HEADER);
    return {
      language: isLanguage(language) ? language : undefined,
      theme: THEMES.find((known) => known === theme),
    };
  };

  return betterAuth({
    appName: 'Votre assistant',
    baseURL: config.appUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: [config.appUrl],
    database: drizzleAdapter(db, { provider: 'pg', schema, usePlural: true, transaction: true }),
    user: {
      additionalFields: {
        firstname: { type: 'string', required: false, input: true },
        lastname: { type: 'string', required: false, input: true },
        userType: { type: 'string', required: false, defaultValue: 'employee', input: true },
      },
    },
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      resetPasswordTokenExpiresIn: RESET_TOKEN_MINUTES * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        await hooks.onPasswordResetRequested(deps.db, { user, token, validMinutes: RESET_TOKEN_MINUTES });
        deps.onOutboxWrite();
      },
      // After the reset's transaction (the used link is already consumed there).
      onPasswordReset: ({ user }) => hooks.onPasswordChanged(deps.db, user.id),
    },
    verification: {
      storeIdentifier: {
        // Other verifications (Google's OAuth state) hashed too; reset links keep a readable prefix.
        default: 'hashed',
        overrides: {
          [RESET_IDENTIFIER_PREFIX]: {
            hash: async (identifier: string) => storedResetIdentifier(identifier.slice(RESET_IDENTIFIER_PREFIX.length)),
          },
        },
      },
    },
    socialProviders: config.google
      ? {
          google: {
            clientId: config.google.clientId,
            clientSecret: config.google.clientSecret,
            accessType: 'offline',
            prompt: 'consent',
            scope: ['email', 'profile'],
            mapProfileToUser: (profile) => ({
              firstname: profile.given_name ?? '',
              lastname: profile.family_name ?? '',
              userType: 'employee',
            }),
          },
        }
      : {},
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    // Our own limiter (modules/auth/rate-limits.ts) counts per IP and per e-mail.
    rateLimit: { enabled: false },
    // An unexpected error reaches modules/auth/routes.ts, which logs it through our logger (with
    // its redaction) instead of better-auth printing it, payloads included, to stderr.
    onAPIError: { throw: true },
    advanced: {
      cookiePrefix: SESSION_COOKIE_PREFIX,
      useSecureCookies: config.production,
      // better-auth turns its Origin (CSRF) checks off by itself when NODE_ENV=test or TEST is
      // set; they stay on whatever the environment.
      disableOriginCheck: false,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    databaseHooks: {
      account: {
        update: {
          // A password change while signed in (better-auth updates the credential account by id;
          // a reset updates it in bulk and is covered by onPasswordReset above).
          after: async (account) => {
            if (account && typeof account === 'object' && account.providerId === 'credential' && account.userId) {
              await hooks.onPasswordChanged(deps.db, account.userId);
            }
          },
        },
      },
      user: {
        create: {
          // better-auth runs create.after hooks only once its transaction has committed, so rows
          // written there could be lost (a failed insert, a crash) while the user stays. They are
          // queued here instead and written in the same transaction, after the user's row.
          before: async (user, context) => {
            const scope = transactionStore.getStore();
            if (!scope) return;
            const email = String(user.email);
            const preferences = pagePreferencesOf(context);
            scope.beforeCommit.push(async () => {
              const [created] = await scope.tx.select().from(schema.users).where(eq(schema.users.email, email));
              if (!created) return;
              await hooks.onUserCreated(scope.tx, { ...created, ...preferences });
              writtenInTransaction.add(created.id);
            });
          },
          after: async (user, context) => {
            if (!writtenInTransaction.delete(user.id)) {
              // Created outside any transaction (better-auth does not do that today): still write
              // the rows together.
              const preferences = pagePreferencesOf(context);
              await deps.db.transaction((tx) => hooks.onUserCreated(tx, { ...user, ...preferences }));
            }
            // After the commit: the worker can see the new outbox rows now.
            deps.onOutboxWrite();
          },
        },
      },
    },
    logger: {
      log: (level, message, ...args) => {
        const method = level === 'error' ? 'error' : level === 'warn' ? 'warn' : 'debug';
        // Only an error among the arguments: the others may be a user, a body, an address.
        logger[method]({ module: 'better-auth', err: args.find((arg) => arg instanceof Error) }, message);
      },
    },
  });
}
