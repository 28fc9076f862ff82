import type { Logger } from '../logger.ts';
import { openPglite } from './pglite.ts';
import { openPostgres, type PostgresTimeouts } from './postgres.ts';
import type { DatabaseHandle } from './types.ts';

export type { Database, DatabaseHandle, Executor, Transaction } from './types.ts';

export type DatabaseTarget =
  | { kind: 'pglite'; dataDir?: string; queueLimit?: number }
  | { kind: 'postgres'; url: string; timeouts?: Partial<PostgresTimeouts>; logger?: Logger };

/** Opens the database and applies the checked-in migrations (apps/server/drizzle). */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  return target.kind === 'postgres' ? openPostgres(target) : openPglite(target);
}
