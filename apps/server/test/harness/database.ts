import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.ts';

/**
 * A database of one test file: PGlite, or a database of its own on the PostgreSQL server named by
 * TEST_DATABASE_URL when the project sets TEST_DB=postgres. Apps open it (several times, or one
 * after the other to simulate a restart); destroy() removes it.
 */
export interface TestDatabase {
  readonly driver: 'pglite' | 'postgres';
  /** The PostgreSQL database's URL (absent on PGlite). */
  readonly url?: string;
  open(): Promise<DatabaseHandle>;
  destroy(): Promise<void>;
}

export function testDriver(): 'pglite' | 'postgres' {
  return process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
}

/**
 * onDisk: PGlite in a temporary directory instead of memory, so that it can be closed and opened
 * again (restart tests). A PostgreSQL database always survives a close.
 */
export async function createTestDatabase(options: { onDisk?: boolean } = {}): Promise<TestDatabase> {
  if (testDriver() === 'postgres') return createPostgresDatabase();
  return options.onDisk ? createPgliteOnDisk() : createPgliteInMemory();
}

function createPgliteInMemory(): TestDatabase {
  // Memory cannot be reopened, so every app of the file shares one instance; destroy() closes it.
  let shared: Promise<DatabaseHandle> | undefined;
  return {
    driver: 'pglite',
    async open() {
      shared ??= openDatabase({ kind: 'pglite' });
      const handle = await shared;
      return { ...handle, close: async () => undefined };
    },
    async destroy() {
      if (shared) await (await shared).close();
    },
  };
}

function createPgliteOnDisk(): TestDatabase {
  const dir = mkdtempSync(path.join(tmpdir(), 'va-test-pglite-'));
  return {
    driver: 'pglite',
    open: () => openDatabase({ kind: 'pglite', dataDir: path.join(dir, 'pglite') }),
    async destroy() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function createPostgresDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl)
    throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL (e.g. postgres://root@127.0.0.1:5432/postgres)');
  const name = `va_test_${randomBytes(6).toString('hex')}`;
  await admin(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    driver: 'postgres',
    url: url.toString(),
    open: () => openDatabase({ kind: 'postgres', url: url.toString() }),
    destroy: () => dropDatabase(serverUrl, name),
  };
}

/**
 * pg's pool.end() resolves before its connections have closed. Dropping "with (force)" at once
 * would kill them mid-goodbye, and the pool reports that as an unhandled error: wait for them
 * first, and force only what a failed test left open.
 */
async function dropDatabase(serverUrl: string, name: string) {
  const deadline = Date.now() + 5000;
  while (Date.now() < deadline) {
    try {
      await admin(serverUrl, `drop database if exists ${name}`);
      return;
    } catch (error) {
      // 55006: the database is still being accessed.
      if ((error as { code?: string }).code !== '55006') throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  await admin(serverUrl, `drop database if exists ${name} with (force)`);
}

async function admin(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
