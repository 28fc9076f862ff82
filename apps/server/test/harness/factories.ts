/**
 * Rows written straight into the database, for tests whose subject is not how those rows came
 * to be: a signed-in user without the sign-up flow, an onboarding already answered. The rows are the ones the modules write (through their own functions where
 * they have one), so what the API then reads is what it would read in real use.
 */
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import type { Language } from '@va/core/language';
import type { UserType } from '@va/core/profile/contract';
import {
  accounts,
  onboardingBonuses,
  onboardingResponses,
  onboardingSessions,
  sessions,
  users,
} from '../../src/db/schema/index.ts';
import { createNotification } from '../../src/modules/notifications/service.ts';
import { ensureProfile, markOnboardingCompleted } from '../../src/modules/profile/service.ts';
import { ensureSettings } from '../../src/modules/settings/service.ts';
import type { TestApp } from './app.ts';
import { SESSION_COOKIE, type TestClient } from './client.ts';
import { PERSONA_ANSWERS } from './onboarding.ts';

export interface UserOptions {
  firstname?: string;
  lastname?: string;
  email?: string;
  userType?: UserType;
  language?: Language;
  /** A password to sign in with (hashed as better-auth does); none by default. */
  password?: string;
  /** The welcome notification of a sign-up. */
  welcome?: boolean;
}

export interface FactoryUser {
  userId: string;
  email: string;
  sessionId: string;
  /** A browser signed in as this user. */
  browser: TestClient;
}

/** A user with profile, settings and a session, its browser holding the signed session cookie. */
export async function createUser(t: TestApp, options: UserOptions = {}): Promise<FactoryUser> {
  const userId = randomUUID();
  const firstname = options.firstname ?? 'Camille';
  const lastname = options.lastname ?? 'Durand';
  const email = options.email ?? `camille.${randomBytes(4).toString('hex')}@example.fr`;
  const userType = options.userType ?? 'employee';
  await t.db.transaction(async (tx) => {
    await tx
      .insert(users)
      .values({ id: userId, name: `${firstname} ${lastname}`, email, firstname, lastname, userType });
    if (options.password) {
      await tx.insert(accounts).values({
        id: randomUUID(),
        accountId: userId,
        providerId: 'credential',
        userId,
        password: await hashPassword(options.password),
      });
    }
    await ensureProfile(tx, { id: userId, email, firstname, lastname, userType });
    await ensureSettings(tx, userId, { language: options.language });
  });
  if (options.welcome) await createNotification(t.db, { userId, event: 'welcome' });
  const { sessionId, browser } = await signIn(t, userId);
  return { userId, email, sessionId, browser };
}

/** A new session of the user and a browser that holds its cookie, signed as better-auth signs it. */
export async function signIn(t: TestApp, userId: string): Promise<{ sessionId: string; browser: TestClient }> {
  const sessionId = randomUUID();
  const token = randomBytes(24).toString('base64url');
  await t.db.insert(sessions).values({
    id: sessionId,
    token,
    userId,
    // As long as better-auth makes them (auth.ts: 30 days), so not yet due for extension.
    expiresAt: new Date(Date.now() + 30 * 24 * 3600_000),
  });
  const signature = createHmac('sha256', t.config.authSecret).update(token).digest('base64');
  const browser = t.client();
  browser.setCookie(SESSION_COOKIE, encodeURIComponent(`${token}.${signature}`));
  return { sessionId, browser };
}

/**
 * An onboarding answered as the persona of harness/onboarding.ts (override any answer by
 * question id), as the API would have stored it: the session, the answers, the bonus of each
 * complete session among 1–3, and the profile marked complete when all 12 are there.
 */
export async function createOnboarding(
  t: TestApp,
  userId: string,
  options: { questionIds?: string[]; answers?: typeof PERSONA_ANSWERS } = {},
): Promise<{ sessionId: string }> {
  const answers = { ...PERSONA_ANSWERS, ...options.answers };
  const questionIds = options.questionIds ?? Object.keys(PERSONA_ANSWERS);
  return t.db.transaction(async (tx) => {
    const [session] = await tx.insert(onboardingSessions).values({ userId }).returning();
    const sessionId = session!.id;
    for (const questionId of questionIds) {
      const answer = answers[questionId]!;
      await tx.insert(onboardingResponses).values({
        sessionId,
        questionId,
        textResponse: answer.text ?? null,
        multiChoiceResponse: answer.choices ?? null,
        scaleResponse: answer.scale ?? null,
      });
    }
    for (const number of [1, 2, 3]) {
      if ([1, 2, 3].every((index) => questionIds.includes(`${number}-${index}`))) {
        await tx.insert(onboardingBonuses).values({ sessionId, sessionNumber: number, points: 50 });
      }
    }
    if (questionIds.length === Object.keys(PERSONA_ANSWERS).length) {
      await tx.update(onboardingSessions).set({ completedAt: new Date() }).where(eq(onboardingSessions.id, sessionId));
      await markOnboardingCompleted(tx, userId);
    }
    return { sessionId };
  });
}
