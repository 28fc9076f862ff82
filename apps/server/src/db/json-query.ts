import { createHash } from 'node:crypto';
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Executor } from './types.ts';

/*
 * A page that reads several modules' data reads it in one statement (ADR 0030): each module's
 * service.ts exports its reads as JsonQuery values (a scalar subquery giving one JSON value, and
 * how to turn that value into the module's type); a composer puts them side by side in one
 * SELECT. The module keeps its tables and its rules; the composer never writes SQL of its tables.
 */

/** A value given now, or a parameter given when a prepared statement runs (see preparedJson). */
export type SqlValue<T> = T | Placeholder<string, T>;

/** One module's read: `sql` is a SELECT giving one row of one column (JSON, or a scalar). */
export interface JsonQuery<T> {
  readonly sql: SQL;
  read(value: unknown): T;
}

type Results<Q> = { [K in keyof Q]: Q[K] extends JsonQuery<infer T> ? T : never };

export function jsonQuery<T>(query: SQL, read: (value: unknown) => T): JsonQuery<T> {
  return { sql: query, read };
}

/**
 * A JSON array of the rows of `query` (a whole SELECT), `[]` when there are none, in the order of
 * its ORDER BY (PostgreSQL aggregates a sorted subquery in its order).
 */
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

function selectColumns(queries: Record<string, JsonQuery<unknown>>): SQL {
  const columns = Object.entries(queries).map(([key, query]) => sql`(${query.sql}) as ${sql.identifier(key)}`);
  return sql`select ${sql.join(columns, sql`, `)}`;
}

// Both drivers (node-postgres, PGlite) answer { rows }, JSON already parsed.
type Rows = { rows: Array<Record<string, unknown>> };

/** Runs the queries in ONE statement (one round-trip) and reads each result. */
export async function selectJson<Q extends Record<string, JsonQuery<unknown>>>(
  executor: Executor,
  queries: Q,
): Promise<Results<Q>> {
  const result = (await executor.execute(selectColumns(queries))) as Rows;
  const row = result.rows[0]!;
  return readEach(queries, (key) => row[key]);
}

/** One query, one statement. */
export async function selectOne<T>(executor: Executor, query: JsonQuery<T>): Promise<T> {
  return (await selectJson(executor, { value: query })).value;
}

const dialect = new PgDialect();

/**
 * For a read on every page view: the statement is composed once, with named parameters, and runs
 * as a named prepared statement, so PostgreSQL parses and plans it once per connection (planning
 * a composed statement costs more than running it) and drizzle builds its text once per process.
 */
export function preparedJson<P extends Record<string, unknown>, Q extends Record<string, JsonQuery<unknown>>>(
  build: (params: { [K in keyof P]: Placeholder<string, P[K]> }) => Q,
): (executor: Executor, params: P) => Promise<Results<Q>> {
  const placeholders = new Proxy({}, { get: (_, key) => sql.placeholder(String(key)) });
  const queries = build(placeholders as { [K in keyof P]: Placeholder<string, P[K]> });
  const query = dialect.sqlToQuery(selectColumns(queries));
  const name = `va_${createHash('sha256').update(query.sql).digest('hex').slice(0, 24)}`;
  return async (executor, params) => {
    const prepared = executor._.session.prepareQuery(query, undefined, name, false);
    const result = (await prepared.execute(params)) as Rows;
    const row = result.rows[0]!;
    return readEach(queries, (key) => row[key]);
  };
}

function readEach<Q extends Record<string, JsonQuery<unknown>>>(queries: Q, valueOf: (key: string) => unknown) {
  return Object.fromEntries(
    Object.entries(queries).map(([key, query]) => [key, query.read(valueOf(key))]),
  ) as Results<Q>;
}

/** A timestamp as JSON gives it (microseconds, an offset) → the API's ISO string (milliseconds, UTC). */
export const isoTime = (value: unknown): string => new Date(value as string).toISOString();
