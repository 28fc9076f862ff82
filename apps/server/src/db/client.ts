import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { paths } from '../paths.ts';
import * as schema from './schema/index.ts';

/** The one database type the code sees, whichever driver is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** A database or an open transaction: what a service function writes through. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** Present on PostgreSQL: services/realtime takes a connection of its own from it for LISTEN. */
  pool?: pg.Pool;
  /** Present on PGlite: the instance under drizzle, whose own listen() API services/realtime uses. */
  pglite?: PGlite;
  close(): Promise<void>;
}

export type DatabaseTarget = { kind: 'pglite'; dataDir?: string } | { kind: 'postgres'; url: string };

/** Opens the database and applies the checked-in migrations (apps/server/drizzle). */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  return target.kind === 'postgres' ? openPostgres(target.url) : openPglite(target.dataDir);
}

async function openPglite(dataDir: string | undefined): Promise<DatabaseHandle> {
  // PGlite does not create parent directories; without a directory it stays in memory (tests).
  if (dataDir) mkdirSync(path.dirname(dataDir), { recursive: true });
  const client = await PGlite.create(dataDir);
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  await migratePglite(db as never, { migrationsFolder: paths.migrations });
  return { db, driver: 'pglite', pglite: client, close: () => client.close() };
}

const MIGRATION_LOCK_ID = 72_637_100;

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // Several servers may start together on one database: migrate under an advisory lock.
  const connection = await pool.connect();
  try {
    await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePg(drizzlePg({ client: connection }), { migrationsFolder: paths.migrations });
  } finally {
    await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    connection.release();
  }
  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  return { db, driver: 'postgres', pool, close: () => pool.end() };
}
