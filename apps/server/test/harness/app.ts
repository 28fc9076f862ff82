import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Hono } from 'hono';
import type { Auth } from '../../src/auth.ts';
import { createApp } from '../../src/app.ts';
import type { AppConfig } from '../../src/config.ts';
import type { Database, DatabaseHandle } from '../../src/db/client.ts';
import type { Logger } from '../../src/logger.ts';
import type { SynthesisPdfs } from '../../src/modules/onboarding/synthesis.ts';
import { DEFAULT_PGLITE_QUEUE_LIMIT } from '../../src/db/pglite.ts';
import { DEFAULT_POSTGRES_TIMEOUTS } from '../../src/db/postgres.ts';
import { createMailer } from '../../src/services/mail/mailer.ts';
import { startOutboxWorker, type OutboxWorker } from '../../src/services/outbox/worker.ts';
import { startNotificationBus, type NotificationBus } from '../../src/services/realtime/notification-bus.ts';
import { createFileStorage } from '../../src/services/storage/file-storage.ts';
import type { ObjectStorage } from '../../src/services/storage/object-storage.ts';
import { NEW_PASSWORD, PASSWORD } from './accounts.ts';
import { createClient, type TestClient } from './client.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';
import { captureLogs, type CapturedLogs } from './logs.ts';
import { startSmtpCatcher, type SmtpCatcher } from './smtp.ts';

export const TEST_APP_URL = 'http://localhost:3000';

export interface TestAppOptions {
  config?: Partial<Omit<AppConfig, 'outbox' | 'webhooks'>> & {
    outbox?: Partial<AppConfig['outbox']>;
    webhooks?: Partial<AppConfig['webhooks']>;
  };
  /** Where to open the database; by default a fresh one, destroyed by close(). */
  database?: TestDatabase;
  /** Where e-mails go; by default a catcher of this app's own, closed by close(). */
  smtp?: SmtpCatcher;
  /** false: no outbox worker, so messages stay pending (a server that stopped before sending). */
  worker?: boolean;
  /** The SSE heartbeat of /api/notifications/stream (15 s by default). */
  notificationStreamHeartbeatMs?: number;
  /** The rate limiter's clock (Date.now by default). */
  now?: () => number;
  /** How fast the bus reopens a dropped LISTEN connection (PostgreSQL). */
  notificationBusReconnect?: { initialMs: number; maxMs: number };
  /** Synthesis PDFs with a test's own observer; by default the app's. */
  synthesisPdfs?: SynthesisPdfs;
  /** The app's logger, to read what it logs; silent by default. */
  logger?: Logger;
}

export interface TestApp {
  app: Hono;
  /** better-auth itself, for what the API does not expose (its server-side calls). */
  auth: Auth;
  db: Database;
  handle: DatabaseHandle;
  database: TestDatabase;
  config: AppConfig;
  worker: OutboxWorker | undefined;
  smtp: SmtpCatcher;
  notificationBus: NotificationBus;
  /** The app's file storage, in a temporary directory (uploadsDir) removed by close(). */
  storage: ObjectStorage;
  uploadsDir: string;
  /** Every line the app logged; close() fails if one holds an e-mail address or a test password. */
  logs: CapturedLogs;
  /** A new browser; `ip` is the client address the rate limits see. */
  client(options?: { ip?: string }): TestClient;
  /** Rows in a table: to prove that a refused request changed nothing. */
  countRows(table: PgTable): Promise<number>;
  close(): Promise<void>;
}

export function testConfig(overrides: TestAppOptions['config'] = {}): AppConfig {
  const { outbox, webhooks, ...rest } = overrides;
  return {
    production: false,
    port: 3000,
    host: undefined,
    shutdownTimeoutMs: 1000,
    // Never written: test apps always mail through SMTP (see createTestApp).
    dataDir: '/nonexistent-test-data-dir',
    webDist: '/nonexistent-test-web-dist',
    databaseUrl: undefined,
    database: { timeouts: DEFAULT_POSTGRES_TIMEOUTS, pgliteQueueLimit: DEFAULT_PGLITE_QUEUE_LIMIT },
    appUrl: TEST_APP_URL,
    authSecret: 'test-secret-of-votre-assistant-0123456789',
    smtpUrl: undefined,
    mailFrom: 'Votre assistant <no-reply@localhost>',
    supportEmail: undefined,
    webhooks: { registration: undefined, passwordReset: undefined, ...webhooks },
    google: undefined,
    trustProxy: 0,
    llm: undefined,
    // The spec's 1 s, 2 s, 4 s scaled down so a whole retry cycle takes a fraction of a second.
    outbox: { retries: 3, baseDelayMs: 20, pollIntervalMs: 50, ...outbox },
    // Tests of other features sign in many times from one address.
    rateLimitFactor: 100,
    scheduler: { pollIntervalMs: 50, leaseMs: 5000, retryBaseDelayMs: 20 },
    retention: { mailDays: 30, outboxDays: 30 },
    storage: { kind: 'file' },
    ...rest,
  };
}

/**
 * The API as the server builds it (src/server.ts), without the HTTP listener: the real
 * database, the real outbox worker and the real SMTP mailer against a local catcher.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const ownsDatabase = !options.database;
  const ownsSmtp = !options.smtp;
  const database = options.database ?? (await createTestDatabase());
  const smtp = options.smtp ?? (await startSmtpCatcher());
  const handle = await database.open();
  const config = testConfig({ smtpUrl: smtp.url, ...options.config });
  // Kept for the tests to scan; TEST_LOG_LEVEL=debug also shows them when a test needs explaining.
  // A test may bring a logger of its own to read its lines directly.
  const logs = captureLogs();
  const logger = options.logger ?? logs.logger;
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, logger });
  const worker = options.worker === false ? undefined : startOutboxWorker({ db: handle.db, config, mailer, logger });
  const notificationBus = await startNotificationBus({
    handle,
    logger,
    reconnect: options.notificationBusReconnect,
  });
  const uploadsDir = mkdtempSync(path.join(tmpdir(), 'va-test-uploads-'));
  const storage = createFileStorage(uploadsDir);
  const { app, auth } = createApp({
    config,
    db: handle.db,
    databaseHealth: handle.health,
    logger,
    onOutboxWrite: () => worker?.kick(),
    notificationBus,
    notificationStreamHeartbeatMs: options.notificationStreamHeartbeatMs,
    storage,
    synthesisPdfs: options.synthesisPdfs,
    now: options.now,
  });

  return {
    app,
    auth,
    db: handle.db,
    handle,
    database,
    config,
    worker,
    smtp,
    notificationBus,
    storage,
    uploadsDir,
    logs,
    client: ({ ip } = {}) => createClient(app, config.appUrl, ip ? { headers: { 'x-test-client-ip': ip } } : {}),
    async countRows(table) {
      const [row] = await handle.db.select({ value: count() }).from(table);
      return row?.value ?? 0;
    },
    async close() {
      // First: it ends the open streams and gives its LISTEN connection back to the pool.
      await notificationBus.close();
      await worker?.stop();
      await handle.close();
      if (ownsDatabase) await database.destroy();
      if (ownsSmtp) await smtp.close();
      rmSync(uploadsDir, { recursive: true, force: true });
      // Every API test file proves, by closing its app, that its logs hold no e-mail address
      // and none of the test passwords.
      const leaks = logs.leaks([PASSWORD, NEW_PASSWORD]);
      if (leaks.length > 0) throw new Error(`The logs hold personal data:\n${leaks.join('')}`);
    },
  };
}
