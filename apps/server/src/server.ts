import type { Server } from 'node:http';
import path from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { createApp } from './app.ts';
import { resolveConfig, type AppConfig } from './config.ts';
import { openDatabase, type DatabaseHandle } from './db/client.ts';
import { lockDataDir, type DataDirLock } from './db/data-dir-lock.ts';
import { parseEnv } from './env.ts';
import { createLogger, type Logger } from './logger.ts';
import { createMailer } from './services/mail/mailer.ts';
import { startOutboxWorker, type OutboxWorker } from './services/outbox/worker.ts';
import { startNotificationBus, type NotificationBus } from './services/realtime/notification-bus.ts';
import { retentionJobs } from './services/retention/jobs.ts';
import type { JobDefinition } from './services/scheduler/job.ts';
import { startScheduler, type Scheduler } from './services/scheduler/scheduler.ts';
import { createFileStorage } from './services/storage/file-storage.ts';
import { createS3Storage } from './services/storage/s3-storage.ts';

export interface RunningServer {
  config: AppConfig;
  port: number;
  close(): Promise<void>;
}

/**
 * Starts everything in order: configuration, the DATA_DIR lock (PGlite only), the database with
 * its migrations, the outbox worker, then HTTP. close() undoes it in reverse.
 */
export async function startServer(
  source: Record<string, string | undefined> = process.env,
  logger: Logger = createLogger(),
  // Job kinds beyond the built-in ones: the multi-server test adds a probe.
  options: { extraJobs?: readonly JobDefinition[] } = {},
): Promise<RunningServer> {
  const env = parseEnv(source);
  logger.level = env.LOG_LEVEL;
  const config = resolveConfig(env);
  const lock: DataDirLock | null = config.databaseUrl ? null : lockDataDir(config.dataDir);
  let database: DatabaseHandle | undefined;
  let worker: OutboxWorker | undefined;
  let bus: NotificationBus | undefined;
  let scheduler: Scheduler | undefined;
  let server: ServerType | undefined;
  try {
    database = await openDatabase(
      config.databaseUrl
        ? { kind: 'postgres', url: config.databaseUrl, timeouts: config.database.timeouts, logger }
        : {
            kind: 'pglite',
            dataDir: path.join(config.dataDir, 'pglite'),
            queueLimit: config.database.pgliteQueueLimit,
          },
    );
    const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, logger });
    const outbox = startOutboxWorker({ db: database.db, config, mailer, logger });
    worker = outbox;
    const notificationBus = await startNotificationBus({ handle: database, logger });
    bus = notificationBus;
    const jobs = startScheduler({
      db: database.db,
      logger,
      jobs: [...retentionJobs(config), ...(options.extraJobs ?? [])],
      ...config.scheduler,
    });
    scheduler = jobs;
    const { app } = createApp({
      config,
      db: database.db,
      databaseHealth: database.health,
      logger,
      onOutboxWrite: () => outbox.kick(),
      notificationBus,
      storage:
        config.storage.kind === 's3'
          ? createS3Storage(config.storage)
          : createFileStorage(path.join(config.dataDir, 'uploads')),
      webDist: config.webDist,
    });
    const port = await new Promise<number>((resolve, reject) => {
      server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => resolve(info.port));
      server.once('error', reject);
    });
    logger.info(
      {
        host: config.host,
        port,
        database: database.driver,
        dataDir: config.dataDir,
        appUrl: config.appUrl,
        // Where photos go; never the credentials.
        storage: config.storage.kind === 's3' ? `s3 ${config.storage.endpoint} ${config.storage.bucket}` : 'file',
      },
      `Votre assistant is listening on http://${listeningHost(config.host)}:${port}`,
    );
    const handle = database;
    return {
      config,
      port,
      async close() {
        const http = server as Server;
        // No new connection; idle keep-alive connections close now.
        const stopped = new Promise<void>((resolve) => http.close(() => resolve()));
        // Open notification streams never end by themselves: closing the bus ends them.
        await notificationBus.close();
        // Requests in flight (a chat reply still streaming) may finish within the drain time;
        // then their connections are cut, so a stop never waits on a slow client or model.
        const cut = setTimeout(() => http.closeAllConnections(), config.shutdownTimeoutMs);
        await stopped;
        clearTimeout(cut);
        await jobs.stop();
        await outbox.stop();
        await handle.close();
        lock?.release();
      },
    };
  } catch (error) {
    server?.close();
    await bus?.close();
    await scheduler?.stop();
    await worker?.stop();
    await database?.close().catch(() => undefined);
    lock?.release();
    throw error;
  }
}

/** The address to print: a name a browser can open. */
function listeningHost(host: string | undefined): string {
  if (!host || host === '0.0.0.0' || host === '::') return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}
