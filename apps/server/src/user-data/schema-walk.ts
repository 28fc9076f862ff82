import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';

/** A column that names a user without saying so through a foreign key. */
const USER_COLUMN = /(^|_)user_id$/;

export interface UserTable {
  table: PgTable;
  name: string;
  /** Deleting the users row deletes these rows too (ON DELETE CASCADE, maybe through other tables). */
  cascades: boolean;
}

/**
 * The tables that hold rows of a user: `users` itself, every table with a foreign key to a table
 * that holds them (transitively: an answer belongs to a session that belongs to a user), and
 * every table with a *user_id column, foreign key or not.
 */
export function userTables(schema: Record<string, unknown>, usersTable: PgTable): UserTable[] {
  const tables = Object.values(schema).filter((value): value is PgTable => is(value, PgTable));
  const links = new Map(
    tables.map((table) => {
      const config = getTableConfig(table);
      return [
        table,
        {
          name: config.name,
          userColumn: config.columns.some((column) => USER_COLUMN.test(column.name)),
          references: config.foreignKeys.map((key) => ({
            table: key.reference().foreignTable,
            cascade: key.onDelete === 'cascade',
          })),
        },
      ] as const;
    }),
  );
  const holding = new Set<PgTable>([usersTable]);
  const cascading = new Set<PgTable>([usersTable]);
  for (let changed = true; changed;) {
    changed = false;
    for (const [table, link] of links) {
      if (!holding.has(table) && (link.userColumn || link.references.some((ref) => holding.has(ref.table)))) {
        holding.add(table);
        changed = true;
      }
      if (!cascading.has(table) && link.references.some((ref) => ref.cascade && cascading.has(ref.table))) {
        cascading.add(table);
        changed = true;
      }
    }
  }
  return [...holding].map((table) => ({ table, name: getTableConfig(table).name, cascades: cascading.has(table) }));
}
