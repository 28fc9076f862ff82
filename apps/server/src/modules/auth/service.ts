import { and, eq, gt, inArray, like } from 'drizzle-orm';
import type { Language } from '@va/core/language';
import type { Theme } from '@va/core/settings/contract';
import { RESET_IDENTIFIER_PREFIX, storedResetIdentifier, type AuthHooks } from '../../auth.ts';
import type { AppConfig } from '../../config.ts';
import type { Database, Executor } from '../../db/client.ts';
import { accounts, sessions, users, verifications } from '../../db/schema/index.ts';
import { resetPasswordEmail, welcomeEmail } from '../../services/mail/templates.ts';
import { enqueue, type OutboxMessage } from '../../services/outbox/outbox.ts';
import { jsonRows, type UserDataEntry } from '../../user-data/entry.ts';
import { createNotification } from '../notifications/service.ts';
import { ensureProfile, type NewProfile } from '../profile/service.ts';
import { ensureSettings, userLanguage } from '../settings/service.ts';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * What happens around better-auth's own work (auth.ts calls these hooks): rows of the other
 * modules at sign-up, e-mails and webhooks through the outbox.
 */
export function authHooks(config: AppConfig): AuthHooks {
  return {
    onUserCreated: (executor, user) => onUserCreated(executor, config, user),
    onPasswordResetRequested: (db, request) => onPasswordResetRequested(db, config, request),
    onPasswordChanged: invalidateResetLinks,
  };
}

/**
 * Runs inside the sign-up transaction: profile, settings, the welcome e-mail, the registration
 * webhook and the welcome notification are written with the user, or not at all.
 */
async function onUserCreated(
  executor: Executor,
  config: AppConfig,
  user: NewProfile & { createdAt: Date; language?: Language; theme?: Theme },
) {
  await ensureProfile(executor, user);
  await ensureSettings(executor, user.id, { language: user.language, theme: user.theme });
  const language = await userLanguage(executor, user.id);
  const firstname = text(user.firstname);
  const messages: OutboxMessage[] = [
    { kind: 'email', payload: { to: user.email, ...welcomeEmail({ language, firstname, appUrl: config.appUrl }) } },
  ];
  if (config.webhooks.registration) {
    messages.push({
      kind: 'registration_webhook',
      payload: {
        firstName: firstname,
        lastName: text(user.lastname),
        email: user.email,
        userType: text(user.userType) || 'employee',
        registrationDate: new Date(user.createdAt).toISOString(),
      },
    });
  }
  await enqueue(executor, messages);
  // After the settings row: its language words the notification.
  await createNotification(executor, { userId: user.id, event: 'welcome' });
}

/** The reset e-mail, in the language of the account, and the reset webhook: one transaction. */
async function onPasswordResetRequested(
  db: Database,
  config: AppConfig,
  request: { user: { id: string; email: string; firstname?: unknown }; token: string; validMinutes: number },
) {
  const { user, token, validMinutes } = request;
  const language = await userLanguage(db, user.id);
  const url = `${config.appUrl}/reset-password?token=${encodeURIComponent(token)}`;
  const messages: OutboxMessage[] = [
    {
      kind: 'email',
      payload: {
        to: user.email,
        ...resetPasswordEmail({ language, firstname: text(user.firstname), url, validMinutes }),
      },
    },
  ];
  if (config.webhooks.passwordReset) {
    messages.push({
      kind: 'password_reset_webhook',
      payload: { event: 'password_reset_requested', email: user.email, timestamp: new Date().toISOString() },
    });
  }
  await db.transaction((tx) => enqueue(tx, messages));
}

/** Every outstanding reset link of a user stops working (their password was just set). */
async function invalidateResetLinks(db: Database, userId: string): Promise<void> {
  await db
    .delete(verifications)
    .where(and(eq(verifications.value, userId), like(verifications.identifier, `${RESET_IDENTIFIER_PREFIX}%`)));
}

/**
 * Whether a reset link can still set a password: its row exists (not used, not replaced by a
 * password change) and has not expired. Rows written before tokens were hashed are found by
 * their clear identifier, as better-auth itself still accepts them.
 */
export async function isResetTokenValid(executor: Executor, token: string, now = new Date()): Promise<boolean> {
  const [row] = await executor
    .select({ id: verifications.id })
    .from(verifications)
    .where(
      and(
        inArray(verifications.identifier, [storedResetIdentifier(token), `${RESET_IDENTIFIER_PREFIX}${token}`]),
        gt(verifications.expiresAt, now),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Whether a session still exists and has not expired (a long-lived stream checks it again). */
export async function isSessionActive(executor: Executor, sessionId: string): Promise<boolean> {
  const [row] = await executor
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, new Date())));
  return Boolean(row);
}

/**
 * The account itself (better-auth's tables), without secrets: no password hash, no token. Erased
 * last: deleting the users row also deletes what cascades from it.
 */
export const authUserData: UserDataEntry = {
  module: 'auth',
  tables: [users, sessions, accounts],
  async export({ db }, userId) {
    return {
      users: jsonRows(
        await db
          .select({
            id: users.id,
            name: users.name,
            email: users.email,
            firstname: users.firstname,
            lastname: users.lastname,
            userType: users.userType,
            createdAt: users.createdAt,
            updatedAt: users.updatedAt,
          })
          .from(users)
          .where(eq(users.id, userId)),
      ),
      sessions: jsonRows(
        await db
          .select({
            createdAt: sessions.createdAt,
            expiresAt: sessions.expiresAt,
            ipAddress: sessions.ipAddress,
            userAgent: sessions.userAgent,
          })
          .from(sessions)
          .where(eq(sessions.userId, userId)),
      ),
      accounts: jsonRows(
        await db
          .select({ providerId: accounts.providerId, createdAt: accounts.createdAt })
          .from(accounts)
          .where(eq(accounts.userId, userId)),
      ),
    };
  },
  async erase({ db }, userId) {
    await db.delete(sessions).where(eq(sessions.userId, userId));
    await db.delete(accounts).where(eq(accounts.userId, userId));
    await db.delete(users).where(eq(users.id, userId));
  },
};
