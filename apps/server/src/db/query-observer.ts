import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from 'drizzle-orm/logger';

/*
 * What statements a piece of work sends to the database, whichever driver: the tests count them
 * (the dashboard is one statement, the session check one, ADR 0030 and 0031) and EXPLAIN them
 * (every page's query is served by an index). Outside observeQueries it records nothing.
 */

export interface ObservedQuery {
  sql: string;
  params: unknown[];
}

const observed = new AsyncLocalStorage<ObservedQuery[]>();

/** drizzle's logger on both drivers: every statement goes through it, better-auth's included. */
export const queryObserver: Logger = {
  logQuery(sql, params) {
    observed.getStore()?.push({ sql, params });
  },
};

/** Runs `work` and gives the statements it sent (in its own async context, so not another request's). */
export async function observeQueries<T>(work: () => Promise<T>): Promise<{ result: T; queries: ObservedQuery[] }> {
  const queries: ObservedQuery[] = [];
  const result = await observed.run(queries, work);
  return { result, queries };
}
