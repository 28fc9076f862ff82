import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { paths } from '../paths.ts';
import { createHealthRecorder, DatabaseBusyError, type HealthRecorder } from './faults.ts';
import { queryObserver } from './query-observer.ts';
import * as schema from './schema/index.ts';
import type { Database, DatabaseHandle } from './types.ts';

/** Queries waiting for the embedded database before new ones are refused with 503 (ADR 0016). */
export const DEFAULT_PGLITE_QUEUE_LIMIT = 100;

export interface PgliteOptions {
  /** Without a directory the database stays in memory (tests). */
  dataDir?: string;
  queueLimit?: number;
}

export async function openPglite(options: PgliteOptions = {}): Promise<DatabaseHandle> {
  const { dataDir, queueLimit = DEFAULT_PGLITE_QUEUE_LIMIT } = options;
  // PGlite does not create parent directories.
  if (dataDir) mkdirSync(path.dirname(dataDir), { recursive: true });
  const client = await PGlite.create(dataDir);
  const health = createHealthRecorder(async () => {
    await gated.query('select 1');
  });
  const gated = boundedQueue(client, queueLimit, health);
  const db = drizzle({ client: gated, schema, logger: queryObserver }) as unknown as Database;
  await migrate(db as never, { migrationsFolder: paths.migrations });
  return { db, driver: 'pglite', pglite: client, health, close: () => client.close() };
}

const GATED_METHODS = new Set<PropertyKey>(['query', 'exec', 'transaction']);

/**
 * PGlite runs one query at a time and queues the others without bound: under load a request
 * would wait until its client gave up. What drizzle sees counts the queries (and transactions)
 * admitted but not finished, and refuses one more than `limit` at once with DatabaseBusyError,
 * which the HTTP layer answers with 503 and Retry-After. Queries inside an admitted transaction
 * go through its own object and are not counted again.
 */
export function boundedQueue(client: PGlite, limit: number, health: HealthRecorder): PGlite {
  let pending = 0;
  const admit = async (run: () => Promise<unknown>) => {
    if (pending >= limit) {
      const error = new DatabaseBusyError(limit);
      health.record(error);
      throw error;
    }
    pending++;
    try {
      const result = await run();
      health.record();
      return result;
    } finally {
      pending--;
    }
  };
  return new Proxy(client, {
    get(target, key) {
      const value: unknown = Reflect.get(target, key, target);
      if (typeof value !== 'function') return value;
      // Bound to the instance itself: PGlite keeps its state in private fields a proxy cannot reach.
      const method = (value as (...args: unknown[]) => Promise<unknown>).bind(target);
      return GATED_METHODS.has(key) ? (...args: unknown[]) => admit(() => method(...args)) : method;
    },
  });
}
