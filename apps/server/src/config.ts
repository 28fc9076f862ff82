import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PostgresTimeouts } from './db/postgres.ts';
import type { Env } from './env.ts';
import type { TrustProxy } from './http/client-ip.ts';
import { paths } from './paths.ts';

/** What the running server needs, resolved from the environment (and DATA_DIR) once. */
export interface AppConfig {
  production: boolean;
  port: number;
  /** The listening address (HOST); every interface when undefined. */
  host: string | undefined;
  /** How long a stop waits for requests and streams to finish before closing them (ADR 0017). */
  shutdownTimeoutMs: number;
  dataDir: string;
  /** The built web app (WEB_DIST_DIR, else apps/web/dist), read on every request: a new build replaces it live. */
  webDist: string;
  databaseUrl: string | undefined;
  /** PostgreSQL's timeouts, and the bound of the embedded database's queue (ADR 0015, 0016). */
  database: { timeouts: PostgresTimeouts; pgliteQueueLimit: number };
  appUrl: string;
  authSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  supportEmail: string | undefined;
  webhooks: { registration: string | undefined; passwordReset: string | undefined };
  google: { clientId: string; clientSecret: string } | undefined;
  /** Proxies in front of the server, whose X-Forwarded-For entries are believed (http/client-ip.ts). */
  trustProxy: TrustProxy;
  /** An OpenAI-compatible (or Hugging Face text-generation) endpoint; the embedded guide answers without one. */
  llm:
    | { baseUrl: string; apiKey: string | undefined; model: string; style: 'openai' | 'hf-tgi'; timeoutMs: number }
    | undefined;
  /** Retry policy of outbox deliveries; tests shorten the base delay. */
  outbox: { retries: number; baseDelayMs: number; pollIntervalMs: number };
  /** Multiplies every rate limit; tests of other features raise it. */
  rateLimitFactor: number;
  /** The durable scheduler (services/scheduler, ADR 0027). */
  scheduler: { pollIntervalMs: number; leaseMs: number; retryBaseDelayMs: number };
  /** Days kept before the retention jobs delete them (services/retention). */
  retention: { mailDays: number; outboxDays: number };
  /** Where photos live: DATA_DIR/uploads, or an S3-compatible bucket when S3_BUCKET is set (ADR 0028). */
  storage: { kind: 'file' } | ({ kind: 's3' } & S3Settings);
}

export interface S3Settings {
  /** Without one, AWS's endpoint of the region. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** endpoint/bucket/key rather than bucket.endpoint/key (MinIO and most stand-ins). */
  forcePathStyle: boolean;
}

export function resolveConfig(env: Env): AppConfig {
  const dataDir = path.resolve(env.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  return {
    production: env.NODE_ENV === 'production',
    port: env.PORT,
    host: env.HOST,
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    dataDir,
    webDist: path.resolve(env.WEB_DIST_DIR ?? paths.webDist),
    databaseUrl: env.DATABASE_URL,
    database: {
      timeouts: {
        connectMs: env.DATABASE_CONNECT_TIMEOUT_MS,
        statementMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
        idleInTransactionMs: env.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
        startMs: env.DATABASE_START_TIMEOUT_MS,
      },
      pgliteQueueLimit: env.PGLITE_QUEUE_LIMIT,
    },
    appUrl: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    authSecret: env.AUTH_SECRET ?? loadOrCreateSecret(dataDir),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    supportEmail: env.SUPPORT_EMAIL,
    webhooks: { registration: env.REGISTRATION_WEBHOOK_URL, passwordReset: env.PASSWORD_RESET_WEBHOOK_URL },
    google:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET }
        : undefined,
    trustProxy: env.TRUST_PROXY,
    llm: env.LLM_BASE_URL
      ? {
          baseUrl: env.LLM_BASE_URL.replace(/\/$/, ''),
          apiKey: env.LLM_API_KEY,
          model: env.LLM_MODEL ?? 'default',
          style: env.LLM_API_STYLE,
          timeoutMs: env.LLM_TIMEOUT_MS,
        }
      : undefined,
    outbox: { retries: 3, baseDelayMs: 1000, pollIntervalMs: 1000 },
    rateLimitFactor: 1,
    scheduler: { pollIntervalMs: env.SCHEDULER_POLL_MS, leaseMs: env.SCHEDULER_LEASE_MS, retryBaseDelayMs: 30_000 },
    retention: { mailDays: env.MAIL_RETENTION_DAYS, outboxDays: env.OUTBOX_RETENTION_DAYS },
    storage: env.S3_BUCKET
      ? {
          kind: 's3',
          endpoint: (env.S3_ENDPOINT ?? `https://s3.${env.S3_REGION}.amazonaws.com`).replace(/\/$/, ''),
          bucket: env.S3_BUCKET,
          region: env.S3_REGION,
          // Required with S3_BUCKET by the env schema.
          accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
          secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
          forcePathStyle: env.S3_FORCE_PATH_STYLE,
        }
      : { kind: 'file' },
  };
}

/** Outside production, a secret generated on first start and kept in DATA_DIR, so sessions survive restarts. */
function loadOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
