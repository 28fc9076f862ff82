import { sql } from 'drizzle-orm';
import type { ScoredTest } from '@va/core/scores';
import { jsonArray, type SqlValue } from '../../db/json-query.ts';
import { tests } from '../../db/schema/index.ts';
import { userRowsOf } from '../../user-data/entry.ts';

/*
 * The tests feature: questionnaires a person takes (WHO-5, Mini-IPIP, CBI…), each completed one
 * feeding a dashboard score and 50 points. Only what the dashboard and the points read exists so
 * far; taking a test comes with the tests issue.
 */

/** The user's completed tests, with what the scores need (a part of one statement, ADR 0030). */
export const completedTestsQuery = (userId: SqlValue<string>) =>
  jsonArray(
    sql`select ${tests.category} as category, ${tests.score} as score, ${tests.completed} as completed
        from ${tests} where ${tests.userId} = ${userId} and ${tests.completed}`,
    (row) => row as unknown as ScoredTest,
  );

export const testsUserData = userRowsOf('tests', tests, tests.userId);
