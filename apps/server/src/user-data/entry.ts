import { eq, getTableName } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client.ts';
import type { ObjectStorage } from '../services/storage/object-storage.ts';

export interface UserDataDeps {
  db: Executor;
  /** Files kept for the user (the profile photo). */
  storage: ObjectStorage;
}

/** Rows as JSON would carry them: dates as ISO strings. */
export type JsonRow = Record<string, unknown>;

/**
 * What one module keeps of a user, and how to hand it over or erase it. Every table that holds a
 * user's rows is listed by exactly one entry (registry.test.ts walks the schema to make sure), so
 * an export or an account deletion cannot forget a table added later.
 */
export interface UserDataEntry {
  /** The module that owns the rows (modules/<name>). */
  module: string;
  /** The tables whose rows of the user this entry exports and erases. */
  tables: PgTable[];
  /** The user's data, by table (or by kind for what is not a table), ready for JSON. */
  export(deps: UserDataDeps, userId: string): Promise<Record<string, JsonRow[]>>;
  /** Deletes the user's data; running it twice is harmless. */
  erase(deps: UserDataDeps, userId: string): Promise<void>;
}

/** Rows with their dates as ISO strings, so that the export is plain JSON. */
export function jsonRows(rows: ReadonlyArray<Record<string, unknown>>): JsonRow[] {
  return rows.map((row) =>
    Object.fromEntries(
      Object.entries(row).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]),
    ),
  );
}

/** The entry of a module whose user data is the rows of one table, found by the user's id in `column`. */
export function userRowsOf(module: string, table: PgTable, column: PgColumn): UserDataEntry {
  return {
    module,
    tables: [table],
    async export({ db }, userId) {
      return { [getTableName(table)]: jsonRows(await db.select().from(table).where(eq(column, userId))) };
    },
    async erase({ db }, userId) {
      await db.delete(table).where(eq(column, userId));
    },
  };
}
