import { and, eq } from 'drizzle-orm';
import type { ScoredTest } from '@va/core/scores';
import type { Executor } from '../../db/client.ts';
import { tests } from '../../db/schema/index.ts';
import { userRowsOf } from '../../user-data/entry.ts';

/*
 * The tests feature: questionnaires a person takes (WHO-5, Mini-IPIP, CBI…), each completed one
 * feeding a dashboard score and 50 points. Only what the dashboard and the points read exists so
 * far; taking a test comes with the tests issue.
 */

/** The user's completed tests, with what the scores need. */
export async function completedTests(executor: Executor, userId: string): Promise<ScoredTest[]> {
  return executor
    .select({ category: tests.category, score: tests.score, completed: tests.completed })
    .from(tests)
    .where(and(eq(tests.userId, userId), eq(tests.completed, true)));
}

export const testsUserData = userRowsOf('tests', tests, tests.userId);
