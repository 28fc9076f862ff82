import pino from 'pino';

export type Logger = pino.Logger;

/**
 * Keys whose values never reach a log line (ADR 0019): secrets, addresses, what people wrote,
 * and the payloads that carry them. The censor keeps the key, so the line still says it was there.
 */
const REDACTED_KEYS = [
  'password',
  'newPassword',
  'token',
  'email',
  'to',
  'replyTo',
  'subject',
  'text',
  'html',
  'body',
  'query',
  'params',
  'answer',
  'content',
  'payload',
  'args',
];
const REDACT_PATHS = [
  ...REDACTED_KEYS.flatMap((key) => [key, `*.${key}`]),
  'headers.cookie',
  'headers.authorization',
  '*.headers.cookie',
  '*.headers.authorization',
];

const EMAIL_ADDRESS = /[\w.%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/gi;
/** drizzle's failed query: `Failed query: <sql>\nparams: <the values, personal ones included>`. */
const QUERY_PARAMS = /\nparams: [\s\S]*$/;

/** A message or a string error, without query parameters or e-mail addresses. */
function scrubText(text: string): string {
  return text.replace(QUERY_PARAMS, '\nparams: [redacted]').replace(EMAIL_ADDRESS, '[email]');
}

/**
 * The fields of an error that may be logged: its kind and codes, never its values. pg's `detail`
 * ("Key (email)=(…) already exists"), `where`, drizzle's `params` and any other property an
 * error carries are left out; the message and stack are scrubbed; causes follow, bounded.
 */
const ERROR_FIELDS = ['code', 'severity', 'constraint', 'table', 'column', 'routine', 'reason', 'status'] as const;

interface LoggedError {
  type: string;
  message: string;
  stack?: string;
  cause?: LoggedError | string;
  [field: string]: unknown;
}

function safeError(value: unknown, depth = 0): LoggedError | string {
  if (!(value instanceof Error)) return typeof value === 'string' ? scrubText(value) : '[not an error]';
  const error = value as Error & Record<string, unknown>;
  const message = scrubText(error.message);
  // drizzle's DrizzleQueryError keeps the name Error: its class says more.
  const type = error.name === 'Error' ? error.constructor.name : error.name;
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const logged: LoggedError = {
    type,
    message,
    stack: [`${type}: ${message}`, ...frames].join('\n'),
  };
  for (const field of ERROR_FIELDS) {
    const fieldValue = error[field];
    if (typeof fieldValue === 'string' || typeof fieldValue === 'number') logged[field] = fieldValue;
  }
  if (error.cause !== undefined && depth < 3) logged.cause = safeError(error.cause, depth + 1);
  return logged;
}

/**
 * The server's logger. `destination` receives the JSON lines (stdout by default); tests give one
 * that keeps them, to prove that no personal data is written (test/harness/logs.ts).
 */
export function createLogger(
  level: string = process.env.LOG_LEVEL ?? 'info',
  destination?: pino.DestinationStream,
): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: undefined,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: { err: safeError, error: safeError },
    // The message itself (better-auth's, a library's) is scrubbed like an error's.
    hooks: {
      logMethod(args, method) {
        const scrubbed = args.map((arg: unknown) => (typeof arg === 'string' ? scrubText(arg) : arg));
        method.apply(this, scrubbed as Parameters<typeof method>);
      },
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
