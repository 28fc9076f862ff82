import { ONBOARDING_SESSIONS, type SessionNumber } from './questionnaire.ts';

/** 50 points after completing each of sessions 1 to 3 (spec part 1 §9); session 4 leads to the analysis. */
export const SESSION_BONUS_POINTS = 50;
export const BONUS_SESSIONS: SessionNumber[] = [1, 2, 3];
/** Worth 100 points on the dashboard once complete (spec part 1 §9). */
export const ONBOARDING_COMPLETE_POINTS = 100;

export function sessionEarnsBonus(session: number): boolean {
  return (BONUS_SESSIONS as number[]).includes(session);
}

/** The session whose three questions are all answered now that `questionId` is, if any. */
export function sessionCompletedBy(questionId: string, answeredIds: ReadonlySet<string>): SessionNumber | null {
  const session = ONBOARDING_SESSIONS.find((candidate) =>
    candidate.questions.some((question) => question.id === questionId),
  );
  if (!session) return null;
  return session.questions.every((question) => answeredIds.has(question.id)) ? session.number : null;
}
