import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { retryDelayMs } from '@va/core/timing';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { outboxMessages } from '../../db/schema/index.ts';
import type { Logger } from '../../logger.ts';
import type { Mailer, MailMessage } from '../mail/mailer.ts';
import type { OutboxMessage } from './outbox.ts';

const BATCH_SIZE = 10;
const CLAIM_SECONDS = 60;
const WEBHOOK_TIMEOUT_MS = 10_000;

export interface OutboxWorker {
  /** Look for due messages now (after an enqueue) instead of at the next poll. */
  kick(): void;
  /** Resolves when nothing is due or in flight: for tests. */
  drain(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Delivers pending outbox rows: one attempt, then up to `retries` more after 1 s, 2 s, 4 s.
 * A row is claimed for a minute before delivery, so two servers on one PostgreSQL never send it
 * twice, and a row claimed by a server that died is picked up again after a restart.
 */
export function startOutboxWorker(deps: {
  db: Database;
  config: AppConfig;
  mailer: Mailer;
  logger: Logger;
}): OutboxWorker {
  const { db, config, mailer, logger } = deps;
  const log = logger.child({ module: 'outbox' });
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;

  async function deliver(message: OutboxMessage): Promise<void> {
    if (message.kind === 'email') return mailer.send(message.payload as MailMessage);
    const url = message.kind === 'registration_webhook' ? config.webhooks.registration : config.webhooks.passwordReset;
    if (!url) throw new Error(`${message.kind}: no URL configured`);
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(message.payload),
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`${message.kind}: HTTP ${response.status}`);
  }

  async function claimDue() {
    const now = new Date();
    const due = db
      .select({ id: outboxMessages.id })
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.status, 'pending'),
          lte(outboxMessages.nextAttemptAt, now),
          or(isNull(outboxMessages.lockedUntil), lte(outboxMessages.lockedUntil, now)),
        ),
      )
      .orderBy(outboxMessages.createdAt)
      .limit(BATCH_SIZE)
      .for('update', { skipLocked: true });
    return db
      .update(outboxMessages)
      .set({ lockedUntil: sql`now() + make_interval(secs => ${CLAIM_SECONDS})` })
      .where(inArray(outboxMessages.id, due))
      .returning();
  }

  async function runOnce(): Promise<number> {
    const rows = await claimDue();
    await Promise.all(
      rows.map(async (row) => {
        const attempts = row.attempts + 1;
        try {
          await deliver({ kind: row.kind, payload: row.payload } as OutboxMessage);
          await db
            .update(outboxMessages)
            .set({ status: 'sent', attempts, sentAt: new Date(), lockedUntil: null, lastError: null })
            .where(eq(outboxMessages.id, row.id));
        } catch (error) {
          const lastError = error instanceof Error ? error.message : String(error);
          const exhausted = attempts > config.outbox.retries;
          const nextAttemptAt = new Date(Date.now() + retryDelayMs(attempts - 1, config.outbox.baseDelayMs));
          await db
            .update(outboxMessages)
            .set({ status: exhausted ? 'failed' : 'pending', attempts, nextAttemptAt, lockedUntil: null, lastError })
            .where(eq(outboxMessages.id, row.id));
          if (exhausted)
            log.error({ id: row.id, kind: row.kind, attempts, error: lastError }, 'outbox message failed for good');
          else
            log.warn({ id: row.id, kind: row.kind, attempts, error: lastError }, 'outbox delivery failed, will retry');
        }
      }),
    );
    return rows.length;
  }

  function run(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          while (!stopped && (await runOnce()) === BATCH_SIZE);
        } while (again && !stopped);
      } catch (error) {
        if (!stopped) log.error({ err: error }, 'outbox poll failed');
      } finally {
        running = null;
      }
    })();
    return running;
  }

  const timer = setInterval(() => void run(), config.outbox.pollIntervalMs);
  timer.unref();
  void run();

  return {
    kick: () => void run(),
    async drain() {
      for (;;) {
        await run();
        const [pending] = await db
          .select({ count: sql<number>`count(*)::int` })
          .from(outboxMessages)
          .where(eq(outboxMessages.status, 'pending'));
        if (!pending || pending.count === 0) return;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
