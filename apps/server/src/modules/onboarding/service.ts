import { eq, getTableColumns, sql } from 'drizzle-orm';
import {
  isAnswered,
  summarize,
  toStoredAnswer,
  firstUnansweredIndex,
  type OnboardingAnswer,
} from '@va/core/onboarding/answers';
import { SESSION_BONUS_POINTS, sessionCompletedBy, sessionEarnsBonus } from '@va/core/onboarding/points';
import type { OnboardingState, SaveAnswerResult } from '@va/core/onboarding/contract';
import { findQuestion, ONBOARDING_QUESTIONS, TOTAL_QUESTIONS } from '@va/core/onboarding/questionnaire';
import { isValidAnswer, type AnswerInput } from '@va/core/questionnaire/answer';
import type { Database, Executor } from '../../db/client.ts';
import { jsonArray, jsonObject, type SqlValue } from '../../db/json-query.ts';
import { onboardingBonuses, onboardingResponses, onboardingSessions } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { jsonRows, type UserDataEntry } from '../../user-data/entry.ts';
import { createNotification } from '../notifications/service.ts';
import { withPointsMilestones } from '../points/service.ts';
import { markOnboardingCompleted } from '../profile/service.ts';

type SessionRow = typeof onboardingSessions.$inferSelect;

/** The user's one onboarding session, created on first visit. The server is the source of truth. */
export async function getOrCreateSession(db: Executor, userId: string): Promise<SessionRow> {
  const [existing] = await db.select().from(onboardingSessions).where(eq(onboardingSessions.userId, userId));
  if (existing) return existing;
  await db.insert(onboardingSessions).values({ userId }).onConflictDoNothing();
  const [created] = await db.select().from(onboardingSessions).where(eq(onboardingSessions.userId, userId));
  if (!created) throw new Error(`onboarding session of ${userId} could not be created`);
  return created;
}

async function readAnswers(db: Executor, sessionId: string): Promise<OnboardingAnswer[]> {
  const rows = await db.select().from(onboardingResponses).where(eq(onboardingResponses.sessionId, sessionId));
  const order = new Map(ONBOARDING_QUESTIONS.map((question, index) => [question.id, index]));
  return rows
    .map((row) => ({
      questionId: row.questionId,
      textResponse: row.textResponse,
      multiChoiceResponse: row.multiChoiceResponse,
      scaleResponse: row.scaleResponse,
      answeredAt: row.updatedAt.toISOString(),
    }))
    .sort((a, b) => (order.get(a.questionId) ?? 99) - (order.get(b.questionId) ?? 99));
}

async function bonusPoints(db: Executor, sessionId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${onboardingBonuses.points}), 0)::int` })
    .from(onboardingBonuses)
    .where(eq(onboardingBonuses.sessionId, sessionId));
  return row?.total ?? 0;
}

/** Everything the questionnaire screen needs to resume where the person stopped, on any device. */
export async function getOnboardingState(db: Database, userId: string): Promise<OnboardingState> {
  const session = await getOrCreateSession(db, userId);
  const answers = await readAnswers(db, session.id);
  return {
    sessionId: session.id,
    currentSession: session.currentSession,
    currentQuestion: session.currentQuestion,
    resumeIndex: firstUnansweredIndex(answers),
    answers,
    points: await bonusPoints(db, session.id),
    summary: summarize(answers),
  };
}

/**
 * Upserts one answer. When it completes session 1, 2 or 3 the 50-point bonus is recorded once
 * (a replay changes nothing); when it completes the twelfth, the profile is marked complete and,
 * the first time only, the completion and any points milestone are notified.
 */
export async function saveAnswer(
  db: Database,
  userId: string,
  input: { questionId: string; sessionId?: string; answer: AnswerInput },
): Promise<SaveAnswerResult> {
  const question = findQuestion(input.questionId);
  if (!question) throw new AppError('NOT_FOUND');
  if (!isValidAnswer(question, input.answer)) throw new AppError('INVALID_ANSWER');
  return db.transaction(async (tx) => {
    const session = await getOrCreateSession(tx, userId);
    // An id from another browser of the same person is fine; another person's is not.
    if (input.sessionId && input.sessionId !== session.id) throw new AppError('NOT_FOUND');
    // The engine's stored shape, under the onboarding_responses column names.
    const stored = toStoredAnswer(question, input.answer);
    const now = new Date();
    await tx
      .insert(onboardingResponses)
      .values({ sessionId: session.id, questionId: question.id, ...stored, updatedAt: now })
      .onConflictDoUpdate({
        target: [onboardingResponses.sessionId, onboardingResponses.questionId],
        set: { ...stored, updatedAt: now },
      });
    const answers = await readAnswers(tx, session.id);
    const answeredIds = new Set(answers.filter(isAnswered).map((answer) => answer.questionId));
    let awarded = 0;
    const completedSession = sessionCompletedBy(question.id, answeredIds);
    if (completedSession && sessionEarnsBonus(completedSession)) {
      const inserted = await tx
        .insert(onboardingBonuses)
        .values({ sessionId: session.id, sessionNumber: completedSession, points: SESSION_BONUS_POINTS })
        .onConflictDoNothing()
        .returning();
      awarded = inserted.length > 0 ? SESSION_BONUS_POINTS : 0;
    }
    const next = ONBOARDING_QUESTIONS[Math.min(ONBOARDING_QUESTIONS.indexOf(question) + 1, TOTAL_QUESTIONS - 1)]!;
    const complete = answeredIds.size === TOTAL_QUESTIONS;
    await tx
      .update(onboardingSessions)
      .set({
        currentSession: String(next.session),
        currentQuestion: next.id,
        updatedAt: now,
        ...(complete && !session.completedAt ? { completedAt: now } : {}),
      })
      .where(eq(onboardingSessions.id, session.id));
    if (complete) {
      await withPointsMilestones(tx, userId, async () => {
        // Only a profile not yet complete is updated, so a replayed or edited answer notifies nothing.
        if (await markOnboardingCompleted(tx, userId, now)) {
          await createNotification(tx, { userId, event: 'onboarding_completed' });
        }
      });
    }
    return { sessionId: session.id, awarded, points: await bonusPoints(tx, session.id), summary: summarize(answers) };
  });
}

/** The answers of a complete questionnaire, or ONBOARDING_INCOMPLETE (the summary stays locked). */
export async function getCompletedAnswers(db: Database, userId: string) {
  const [session] = await db.select().from(onboardingSessions).where(eq(onboardingSessions.userId, userId));
  if (!session) throw new AppError('ONBOARDING_INCOMPLETE');
  const answers = await readAnswers(db, session.id);
  const summary = summarize(answers);
  if (summary.completionRate < 100) throw new AppError('ONBOARDING_INCOMPLETE');
  await markOnboardingCompleted(db, userId);
  return { sessionId: session.id, answers, summary };
}

/**
 * For the dashboard's recent activity: the answers of each session (how many, the latest time)
 * and the latest `limit` bonuses (a part of one statement, ADR 0030).
 */
export const onboardingMilestonesQuery = (userId: SqlValue<string>, limit: SqlValue<number>) =>
  jsonObject(
    {
      answers: jsonArray(
        sql`select ${onboardingResponses.questionId} as "questionId", ${onboardingResponses.updatedAt} as at
            from ${onboardingResponses}
            join ${onboardingSessions} on ${onboardingSessions.id} = ${onboardingResponses.sessionId}
            where ${onboardingSessions.userId} = ${userId}`,
        (row) => ({ questionId: row.questionId as string, at: new Date(row.at as string) }),
      ),
      bonuses: jsonArray(
        sql`select ${onboardingBonuses.sessionNumber} as session, ${onboardingBonuses.points} as points,
              ${onboardingBonuses.createdAt} as at
            from ${onboardingBonuses}
            join ${onboardingSessions} on ${onboardingSessions.id} = ${onboardingBonuses.sessionId}
            where ${onboardingSessions.userId} = ${userId}
            order by ${onboardingBonuses.createdAt} desc
            limit ${limit}`,
        (row) => ({ session: row.session as number, points: row.points as number, at: new Date(row.at as string) }),
      ),
    },
    ({ answers, bonuses }) => {
      const bySession = new Map<number, { at: Date; answered: number }>();
      for (const answer of answers) {
        const session = findQuestion(answer.questionId)?.session;
        if (!session) continue;
        const group = bySession.get(session);
        if (!group) bySession.set(session, { at: answer.at, answered: 1 });
        else {
          group.answered += 1;
          if (answer.at > group.at) group.at = answer.at;
        }
      }
      return { answeredSessions: [...bySession].map(([session, group]) => ({ session, ...group })), bonuses };
    },
  );

/** The session, its answers and its bonuses (both cascade from the session). */
export const onboardingUserData: UserDataEntry = {
  module: 'onboarding',
  tables: [onboardingSessions, onboardingResponses, onboardingBonuses],
  async export({ db }, userId) {
    const ofUser = eq(onboardingSessions.userId, userId);
    const bySession = (table: typeof onboardingResponses | typeof onboardingBonuses) =>
      db
        .select(getTableColumns(table))
        .from(table)
        .innerJoin(onboardingSessions, eq(onboardingSessions.id, table.sessionId))
        .where(ofUser);
    return {
      onboarding_sessions: jsonRows(await db.select().from(onboardingSessions).where(ofUser)),
      onboarding_responses: jsonRows(await bySession(onboardingResponses)),
      onboarding_bonuses: jsonRows(await bySession(onboardingBonuses)),
    };
  },
  async erase({ db }, userId) {
    await db.delete(onboardingSessions).where(eq(onboardingSessions.userId, userId));
  },
};
