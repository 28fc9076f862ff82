/**
 * The database faults a request can meet, told apart from bugs: the database cannot be reached
 * (PostgreSQL down, restarting, failing over, a network partition, a terminated backend, a
 * timeout) or is saturated (the embedded database's queue is full). Those answer 503 with
 * Retry-After instead of 500, and the same process recovers when the database does (ADR 0015).
 */

/** The embedded database's queue is full: the request is refused at once rather than left waiting. */
export class DatabaseBusyError extends Error {
  constructor(limit: number) {
    super(`the embedded database already has ${limit} queries waiting`);
  }
}

/** The database could not be reached at start within DATABASE_START_TIMEOUT_MS. */
export class DatabaseUnreachableError extends Error {}

/** Seconds a client should wait before trying again, by kind of fault. */
export const RETRY_AFTER_SECONDS = { unreachable: 5, busy: 1 } as const;

// Node's socket errors: nothing answers, or the connection broke.
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

// SQLSTATE: 08 connection exception; 57P01-57P03 terminated (pg_terminate_backend, shutdown,
// crash, starting up); 53300 too many connections; 57014 statement timeout; 25P03 idle in
// transaction timeout.
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300', '57014', '25P03']);

// node-postgres's own messages for a connection that broke, never opened or timed out.
const DRIVER_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'is not queryable',
  'Cannot use a pool after calling end',
];

export type FaultKind = keyof typeof RETRY_AFTER_SECONDS;

/**
 * Whether an error (or one of its causes: drizzle wraps the driver's) is a database fault, which,
 * and why in words fit for a log line: the driver's code or message, never the failed query's
 * text or parameters (drizzle's own message carries both).
 */
export function databaseFault(error: unknown): { kind: FaultKind; reason: string } | undefined {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    if (current instanceof DatabaseBusyError) return { kind: 'busy', reason: current.message };
    if (isUnreachable(current)) {
      const code = (current as { code?: unknown }).code;
      return { kind: 'unreachable', reason: typeof code === 'string' ? `${code} ${current.message}` : current.message };
    }
    current = current.cause;
  }
  return undefined;
}

function isUnreachable(error: Error): boolean {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08')))
    return true;
  return DRIVER_MESSAGES.some((message) => error.message.includes(message));
}

/**
 * What the HTTP layer knows of the database: faults counted as they happen, cleared by the next
 * call that succeeds, and a probe for readiness. Some callers (better-auth) turn a failed query
 * into an answer of their own; the count lets the HTTP layer see a fault they hid.
 */
export interface DatabaseHealth {
  /** Database faults since start. */
  readonly faults: number;
  /** The last fault, if no call has succeeded since; undefined when the database answers. */
  readonly currentFault: FaultKind | undefined;
  /** One trivial query: resolves when the database answers, rejects otherwise. */
  ping(): Promise<void>;
}

export interface HealthRecorder extends DatabaseHealth {
  /** Called with the outcome of every driver call: an error that is a fault counts. */
  record(error?: unknown): void;
}

export function createHealthRecorder(ping: () => Promise<void>): HealthRecorder {
  let faults = 0;
  let currentFault: FaultKind | undefined;
  return {
    get faults() {
      return faults;
    },
    get currentFault() {
      return currentFault;
    },
    ping,
    record(error) {
      if (error === undefined) {
        currentFault = undefined;
        return;
      }
      const fault = databaseFault(error);
      if (!fault) return;
      faults++;
      currentFault = fault.kind;
    },
  };
}
