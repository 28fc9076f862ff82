import type { Socket } from 'node:net';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Logger } from '../logger.ts';
import { paths } from '../paths.ts';
import { createHealthRecorder, databaseFault, DatabaseUnreachableError, type HealthRecorder } from './faults.ts';
import { queryObserver } from './query-observer.ts';
import * as schema from './schema/index.ts';
import type { Database, DatabaseHandle } from './types.ts';

/** How long the server waits on PostgreSQL before it gives up and answers 503 (ADR 0015). */
export interface PostgresTimeouts {
  /** Opening a connection, and waiting for a free one of the pool. */
  connectMs: number;
  /** One statement (PostgreSQL's statement_timeout; the driver gives up a second later). */
  statementMs: number;
  /** A transaction left idle (idle_in_transaction_session_timeout). */
  idleInTransactionMs: number;
  /** At start, retrying an unreachable database before exiting. */
  startMs: number;
}

export const DEFAULT_POSTGRES_TIMEOUTS: PostgresTimeouts = {
  connectMs: 5000,
  statementMs: 15_000,
  idleInTransactionMs: 30_000,
  startMs: 60_000,
};

// The driver's own deadline comes after the server's, so that a slow statement is cancelled by
// PostgreSQL (the connection stays usable) and only a silent network is given up by the driver.
const DRIVER_MARGIN_MS = 1000;
const MIGRATION_LOCK_ID = 72_637_100;
const POOL_SIZE = 10;

export interface PostgresOptions {
  url: string;
  timeouts?: Partial<PostgresTimeouts>;
  logger?: Logger;
}

export async function openPostgres(options: PostgresOptions): Promise<DatabaseHandle> {
  const timeouts = { ...DEFAULT_POSTGRES_TIMEOUTS, ...options.timeouts };
  const { url, logger } = options;
  await migrateWhenReachable(url, timeouts, logger);

  const pool = new pg.Pool({
    connectionString: url,
    max: POOL_SIZE,
    connectionTimeoutMillis: timeouts.connectMs,
    statement_timeout: timeouts.statementMs,
    query_timeout: timeouts.statementMs + DRIVER_MARGIN_MS,
    idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
    keepAlive: true,
  });
  const health = createHealthRecorder(async () => {
    await pool.query('select 1');
  });
  observePool(pool, health, logger);
  const db = drizzle({ client: pool, schema, logger: queryObserver }) as unknown as Database;
  return { db, driver: 'postgres', pool, health, close: () => pool.end() };
}

/**
 * Without these listeners a connection that breaks while idle in the pool (a terminated backend,
 * a database restart) emits an unhandled 'error' and the process exits. Every outcome also feeds
 * the health record, and a connection whose statement the driver gave up on is destroyed: its
 * answer may still come, and the next statement must not read it.
 */
function observePool(pool: pg.Pool, health: HealthRecorder, logger: Logger | undefined) {
  pool.on('error', (error) => {
    health.record(error);
    logger?.warn({ reason: error.message }, 'an idle PostgreSQL connection failed; the pool will open another');
  });
  pool.on('connect', (client) => {
    // A connection in use (between two statements of a transaction) fails here; its next query rejects.
    client.on('error', (error) => health.record(error));
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    const settle = (error: unknown) => {
      health.record(error ?? undefined);
      if (error instanceof Error && error.message.includes('Query read timeout'))
        (client as unknown as { connection: { stream: Socket } }).connection.stream.destroy();
    };
    client.query = ((...args: unknown[]) => {
      const last = args.at(-1);
      if (typeof last === 'function') {
        args[args.length - 1] = (error: unknown, result: unknown) => {
          settle(error);
          (last as (error: unknown, result: unknown) => void)(error, result);
        };
        return query(...args);
      }
      const result = query(...args);
      if (!(result instanceof Promise)) return result;
      return result.then(
        (value: unknown) => {
          settle(undefined);
          return value;
        },
        (error: unknown) => {
          settle(error);
          throw error;
        },
      );
    }) as typeof client.query;
  });
  // Waiting for a free connection times out in the pool itself, before any query.
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  pool.connect = ((...args: unknown[]) => {
    const callback = args[0];
    if (typeof callback === 'function')
      return connect((error: unknown, ...rest: unknown[]) => {
        if (error) health.record(error);
        (callback as (...values: unknown[]) => void)(error, ...rest);
      });
    return (connect() as Promise<pg.PoolClient>).catch((error: unknown) => {
      health.record(error);
      throw error;
    });
  }) as typeof pool.connect;
}

/**
 * Migrates on a connection of its own, outside the pool's timeouts (a migration, or waiting for
 * another server's, may take longer than a statement). Several servers may start together on one
 * database: they migrate in turn under an advisory lock. An unreachable database is retried with
 * a log line each time, until timeouts.startMs.
 */
async function migrateWhenReachable(url: string, timeouts: PostgresTimeouts, logger: Logger | undefined) {
  const client = await connectWhenReachable(url, timeouts, logger);
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migrate(drizzle({ client }), { migrationsFolder: paths.migrations });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    await client.end().catch(() => undefined);
  }
}

async function connectWhenReachable(
  url: string,
  timeouts: PostgresTimeouts,
  logger: Logger | undefined,
): Promise<pg.Client> {
  const where = describe(url);
  const deadline = Date.now() + timeouts.startMs;
  let delayMs = 500;
  for (;;) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeouts.connectMs });
    // Errors after connecting reach the query that meets them; an unhandled one would end the process.
    client.on('error', () => undefined);
    try {
      await client.connect();
      return client;
    } catch (error) {
      await client.end().catch(() => undefined);
      const fault = databaseFault(error);
      if (!fault) throw error;
      const reason = fault.reason;
      const remainingMs = deadline - Date.now();
      if (remainingMs <= 0)
        throw new DatabaseUnreachableError(
          `PostgreSQL at ${where} could not be reached within ${Math.round(timeouts.startMs / 1000)} s (${reason}). ` +
            'Check DATABASE_URL and that the database is running, or wait longer with DATABASE_START_TIMEOUT_MS.',
        );
      const waitMs = Math.min(delayMs, remainingMs);
      logger?.warn(
        { database: where, reason, retryInMs: waitMs, giveUpInMs: remainingMs },
        `PostgreSQL at ${where} is unreachable (${reason}); retrying in ${waitMs} ms`,
      );
      await new Promise((resolve) => setTimeout(resolve, waitMs));
      delayMs = Math.min(delayMs * 2, 5000);
    }
  }
}

/** host:port/database, never the password. */
function describe(url: string): string {
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
}
