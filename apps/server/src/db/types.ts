import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { DatabaseHealth } from './faults.ts';
import type * as schema from './schema/index.ts';

/** The one database type the code sees, whichever driver is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** A database or an open transaction: what a service function writes through. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** Faults met so far and a readiness probe (ADR 0015). */
  health: DatabaseHealth;
  /** Present on PostgreSQL: services/realtime takes a connection of its own from it for LISTEN. */
  pool?: pg.Pool;
  /** Present on PGlite: the instance under drizzle, whose own listen() API services/realtime uses. */
  pglite?: PGlite;
  close(): Promise<void>;
}
