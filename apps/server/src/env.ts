import { isIP } from 'node:net';
import { z } from 'zod';
import { DEFAULT_PGLITE_QUEUE_LIMIT } from './db/pglite.ts';
import { DEFAULT_POSTGRES_TIMEOUTS } from './db/postgres.ts';

/**
 * Configuration from the environment, validated once at start. A bad value stops the server
 * with a message naming the variable (see formatConfigError). Every variable is documented in
 * .env.example.
 */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema.optional());

// Zod runs the refinement even after z.url() refused the value: it must not throw on a non-URL
// (a TypeError would replace the message naming the variable).
const url = (protocols: string[]) =>
  z
    .url({ error: 'must be a URL' })
    .refine((value) => !URL.canParse(value) || protocols.includes(new URL(value).protocol), {
      error: `must start with ${protocols.map((protocol) => `${protocol}//`).join(' or ')}`,
    });

/** An IP or a CIDR range (10.0.0.0/8, fd00::/8). */
const isAddressOrRange = (entry: string) => {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
};

const booleanFlag = z.preprocess(
  (value) => (typeof value === 'string' ? ['1', 'true', 'yes'].includes(value.trim().toLowerCase()) : value),
  z.boolean(),
);

/**
 * TRUST_PROXY: false (no proxy, the default), true (one proxy), a number of proxies, or the
 * proxies' addresses and ranges separated by commas. Resolved to a hop count or a list.
 */
const trustProxy = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    const text = value.trim().toLowerCase();
    if (['', '0', 'false', 'no'].includes(text)) return 0;
    if (['true', 'yes'].includes(text)) return 1;
    if (/^\d+$/.test(text)) return Number(text);
    return text.split(',').map((entry) => entry.trim());
  },
  z
    .union([z.number().int().min(0).max(10), z.array(z.string()).min(1)])
    .refine((value) => typeof value === 'number' || value.every(isAddressOrRange), {
      error: 'must be true, false, a number of proxies or a list of proxy addresses',
    }),
);

const days = z.coerce.number({ error: 'must be a number of days' }).int().min(1).max(3650);
const milliseconds = (min: number, max: number) =>
  z.coerce.number({ error: 'must be a number of milliseconds' }).int().min(min).max(max);

const envSchema = z
  .object({
    NODE_ENV: optional(z.enum(['development', 'production', 'test'])).default('development'),
    PORT: optional(z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535)).default(3000),
    // The listening address; every interface when unset.
    HOST: optional(z.string().trim()),
    SHUTDOWN_TIMEOUT_MS: optional(milliseconds(0, 300_000)).default(10_000),
    DATA_DIR: optional(z.string()).default('./data'),
    // The built web app served for every path outside /api; apps/web/dist when unset.
    WEB_DIST_DIR: optional(z.string()),
    DATABASE_URL: optional(url(['postgres:', 'postgresql:'])),
    DATABASE_CONNECT_TIMEOUT_MS: optional(milliseconds(100, 300_000)).default(DEFAULT_POSTGRES_TIMEOUTS.connectMs),
    DATABASE_STATEMENT_TIMEOUT_MS: optional(milliseconds(100, 3_600_000)).default(
      DEFAULT_POSTGRES_TIMEOUTS.statementMs,
    ),
    DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: optional(milliseconds(100, 3_600_000)).default(
      DEFAULT_POSTGRES_TIMEOUTS.idleInTransactionMs,
    ),
    DATABASE_START_TIMEOUT_MS: optional(milliseconds(0, 3_600_000)).default(DEFAULT_POSTGRES_TIMEOUTS.startMs),
    PGLITE_QUEUE_LIMIT: optional(
      z.coerce.number({ error: 'must be a whole number' }).int().min(1).max(100_000),
    ).default(DEFAULT_PGLITE_QUEUE_LIMIT),
    APP_URL: optional(url(['http:', 'https:'])),
    AUTH_SECRET: optional(z.string().min(32, { error: 'must be at least 32 characters' })),
    SMTP_URL: optional(url(['smtp:', 'smtps:'])),
    MAIL_FROM: optional(z.string()).default('Votre assistant <no-reply@localhost>'),
    SUPPORT_EMAIL: optional(z.email({ error: 'must be an e-mail address' })),
    REGISTRATION_WEBHOOK_URL: optional(url(['http:', 'https:'])),
    PASSWORD_RESET_WEBHOOK_URL: optional(url(['http:', 'https:'])),
    GOOGLE_CLIENT_ID: optional(z.string()),
    GOOGLE_CLIENT_SECRET: optional(z.string()),
    TRUST_PROXY: optional(trustProxy).default(0),
    LLM_BASE_URL: optional(url(['http:', 'https:'])),
    LLM_API_KEY: optional(z.string()),
    LLM_MODEL: optional(z.string()),
    LLM_API_STYLE: optional(z.enum(['openai', 'hf-tgi'], { error: 'must be openai or hf-tgi' })).default('openai'),
    LLM_TIMEOUT_MS: optional(
      z.coerce.number({ error: 'must be a number of milliseconds' }).int().min(1000).max(300_000),
    ).default(30_000),
    SCHEDULER_POLL_MS: optional(
      z.coerce.number({ error: 'must be a number of milliseconds' }).int().min(10).max(3_600_000),
    ).default(5000),
    SCHEDULER_LEASE_MS: optional(
      z.coerce.number({ error: 'must be a number of milliseconds' }).int().min(100).max(86_400_000),
    ).default(300_000),
    MAIL_RETENTION_DAYS: optional(days).default(30),
    OUTBOX_RETENTION_DAYS: optional(days).default(30),
    S3_ENDPOINT: optional(url(['http:', 'https:'])),
    S3_BUCKET: optional(z.string()),
    S3_REGION: optional(z.string()).default('us-east-1'),
    S3_ACCESS_KEY_ID: optional(z.string()),
    S3_SECRET_ACCESS_KEY: optional(z.string()),
    S3_FORCE_PATH_STYLE: optional(booleanFlag).default(false),
    LOG_LEVEL: optional(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])).default('info'),
  })
  .superRefine((env, context) => {
    if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
      const missing = env.GOOGLE_CLIENT_ID ? 'GOOGLE_CLIENT_SECRET' : 'GOOGLE_CLIENT_ID';
      context.addIssue({
        code: 'custom',
        path: [missing],
        message: 'must be set together with the other Google variable',
      });
    }
    if (env.S3_BUCKET) {
      for (const name of ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
        if (!env[name]) context.addIssue({ code: 'custom', path: [name], message: 'is required with S3_BUCKET' });
      }
    } else if (env.S3_ENDPOINT) {
      context.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'is required with S3_ENDPOINT' });
    }
    if (env.NODE_ENV === 'production' && !env.AUTH_SECRET) {
      context.addIssue({ code: 'custom', path: ['AUTH_SECRET'], message: 'is required in production' });
    }
  });

export type Env = z.infer<typeof envSchema>;

export class ConfigError extends Error {}

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(environment)'}: ${issue.message}`);
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}
