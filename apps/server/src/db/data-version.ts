import { sql } from 'drizzle-orm';
import { jsonQuery, type SqlValue } from './json-query.ts';
import { users } from './schema/index.ts';

/*
 * A user's data version (ADR 0037): a counter on the users row that database triggers raise at the
 * commit of every write to a table the dashboard reads (migration 0005). The session check reads it
 * with the user; a page built from the same version is still true, on whichever server built it.
 */

/** The version, read in the same statement (the same snapshot) as the data it vouches for. */
export const dataVersionQuery = (userId: SqlValue<string>) =>
  jsonQuery(sql`select ${users.dataVersion} from ${users} where ${users.id} = ${userId}`, (value) =>
    value === null || value === undefined ? null : Number(value),
  );
