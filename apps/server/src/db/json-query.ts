import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from './types.ts';

/*
 * A page that reads several modules' data reads it in one statement (ADR 0030): each module's
 * service.ts exports its reads as JsonQuery values (a scalar subquery giving one JSON value, and
 * how to turn that value into the module's type); a composer puts them side by side in one
 * SELECT. The module keeps its tables and its rules; the composer never writes SQL of its tables.
 */

/** One module's read: `sql` is a SELECT giving one row of one column (JSON, or a scalar). */
export interface JsonQuery<T> {
  readonly sql: SQL;
  read(value: unknown): T;
}

type Results<Q> = { [K in keyof Q]: Q[K] extends JsonQuery<infer T> ? T : never };

export function jsonQuery<T>(query: SQL, read: (value: unknown) => T): JsonQuery<T> {
  return { sql: query, read };
}

/** A JSON array of the rows of `query` (a whole SELECT), `[]` when there are none. */
export function jsonArray<T>(query: SQL, read: (row: Record<string, unknown>) => T): JsonQuery<T[]> {
  return jsonQuery(sql`select coalesce(json_agg(row_to_json(rows)), '[]'::json) from (${query}) as rows`, (value) =>
    (value as Array<Record<string, unknown>>).map(read),
  );
}

/**
 * Several queries as one JSON object, read as `combine` of their results: how a module composes
 * other modules' reads into one of its own (points from the profile, the tests and the activities).
 */
export function jsonObject<Q extends Record<string, JsonQuery<unknown>>, T>(
  queries: Q,
  combine: (results: Results<Q>) => T,
): JsonQuery<T> {
  const members = Object.entries(queries).map(([key, query]) => sql`${key}::text, (${query.sql})`);
  return jsonQuery(sql`select json_build_object(${sql.join(members, sql`, `)})`, (value) => {
    const object = value as Record<string, unknown>;
    return combine(readEach(queries, (key) => object[key]));
  });
}

/** Runs the queries in ONE statement (one round-trip) and reads each result. */
export async function selectJson<Q extends Record<string, JsonQuery<unknown>>>(
  executor: Executor,
  queries: Q,
): Promise<Results<Q>> {
  const keys = Object.keys(queries);
  const columns = keys.map((key, index) => sql`(${queries[key]!.sql}) as ${sql.identifier(`c${index}`)}`);
  // Both drivers (node-postgres, PGlite) answer { rows }, JSON already parsed.
  const result = (await executor.execute(sql`select ${sql.join(columns, sql`, `)}`)) as {
    rows: Array<Record<string, unknown>>;
  };
  const row = result.rows[0]!;
  return readEach(queries, (key) => row[`c${keys.indexOf(key)}`]);
}

/** One query, one statement. */
export async function selectOne<T>(executor: Executor, query: JsonQuery<T>): Promise<T> {
  return (await selectJson(executor, { value: query })).value;
}

function readEach<Q extends Record<string, JsonQuery<unknown>>>(queries: Q, valueOf: (key: string) => unknown) {
  return Object.fromEntries(
    Object.entries(queries).map(([key, query]) => [key, query.read(valueOf(key))]),
  ) as Results<Q>;
}

/** A timestamp as JSON gives it (microseconds, an offset) → the API's ISO string (milliseconds, UTC). */
export const isoTime = (value: unknown): string => new Date(value as string).toISOString();
