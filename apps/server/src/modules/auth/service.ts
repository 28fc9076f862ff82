import { eq } from 'drizzle-orm';
import { DEFAULT_SETTINGS } from '@va/core/user';
import { isLanguage, type Language } from '@va/core/language';
import type { AppConfig } from '../../config.ts';
import type { Database, Executor } from '../../db/client.ts';
import { profiles, userSettings } from '../../db/schema/index.ts';
import { resetPasswordEmail, welcomeEmail } from '../../services/mail/templates.ts';
import { enqueue, type OutboxMessage } from '../../services/outbox/outbox.ts';
import { createNotification } from '../notifications/service.ts';

interface CreatedUser {
  id: string;
  email: string;
  createdAt: Date;
  firstname?: unknown;
  lastname?: unknown;
  userType?: unknown;
  language?: Language;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Creates the profile and settings rows of a user if they are missing (spec: after any authenticated session). */
export async function ensureProfileAndSettings(executor: Executor, user: CreatedUser): Promise<void> {
  await executor
    .insert(profiles)
    .values({
      id: user.id,
      email: user.email,
      firstname: text(user.firstname),
      lastname: text(user.lastname),
      userType: text(user.userType) || 'employee',
    })
    .onConflictDoNothing();
  await executor
    .insert(userSettings)
    .values({
      userId: user.id,
      theme: DEFAULT_SETTINGS.theme,
      language: user.language ?? DEFAULT_SETTINGS.language,
      notifications: DEFAULT_SETTINGS.notifications,
    })
    .onConflictDoNothing();
}

/**
 * Runs inside the sign-up transaction: profile, settings, the welcome e-mail, the registration
 * webhook and the welcome notification are written with the user, or not at all.
 */
export async function onUserCreated(input: { executor: Executor; config: AppConfig; user: CreatedUser }) {
  const { executor, config, user } = input;
  await ensureProfileAndSettings(executor, user);
  const language = user.language ?? DEFAULT_SETTINGS.language;
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
export async function onPasswordResetRequested(input: {
  db: Database;
  config: AppConfig;
  user: { id: string; email: string; firstname?: unknown };
  token: string;
  validMinutes: number;
}) {
  const { db, config, user, token, validMinutes } = input;
  const [settings] = await db
    .select({ language: userSettings.language })
    .from(userSettings)
    .where(eq(userSettings.userId, user.id));
  const language = isLanguage(settings?.language) ? settings.language : DEFAULT_SETTINGS.language;
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
