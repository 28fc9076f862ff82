import { observeQueries, type ObservedQuery } from '../../src/db/query-observer.ts';

/** The statements `work` sent to the database (its own only: not the outbox worker's, not another test's). */
export async function captureQueries<T>(work: () => Promise<T>): Promise<{ result: T; queries: ObservedQuery[] }> {
  return observeQueries(work);
}

/** How many statements `work` sent to the database. */
export async function countQueries(work: () => Promise<unknown>): Promise<number> {
  return (await observeQueries(work)).queries.length;
}
