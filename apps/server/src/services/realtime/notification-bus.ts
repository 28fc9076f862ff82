import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { z } from 'zod';
import type { DatabaseHandle, Executor } from '../../db/client.ts';
import type { Logger } from '../../logger.ts';

/** The PostgreSQL channel of new notifications; its payload is a NotificationSignal as JSON. */
export const NOTIFICATION_CHANNEL = 'va_notifications';

const signalSchema = z.object({ userId: z.string().min(1), id: z.string().min(1) });
export type NotificationSignal = z.infer<typeof signalSchema>;

/**
 * Signals a new notification through the caller's transaction. PostgreSQL (and PGlite) deliver a
 * NOTIFY only when the transaction commits, and drop it on rollback, so a listener is never told
 * about a row it cannot read yet, nor about one that was never written.
 */
export async function signalNotification(executor: Executor, signal: NotificationSignal): Promise<void> {
  await executor.execute(sql`select pg_notify(${NOTIFICATION_CHANNEL}, ${JSON.stringify(signal)})`);
}

export interface NotificationSubscriber {
  /** A notification of this user was committed (by this process or another one on the database). */
  onNotification(id: string): void;
  /** Signals may have been missed (the listening connection dropped and came back): read the database again. */
  onResync(): void;
  /** The bus is shutting down: end the stream. */
  onClose(): void;
}

export interface NotificationBus {
  /** Returns the unsubscribe function. On a closed bus, onClose is called at once. */
  subscribe(userId: string, subscriber: NotificationSubscriber): () => void;
  /** Open subscriptions (of one user, or in all): a stream that went away must not stay counted. */
  subscriberCount(userId?: string): number;
  close(): Promise<void>;
}

export interface NotificationBusOptions {
  handle: DatabaseHandle;
  logger: Logger;
  /** Delays before reconnecting a dropped LISTEN connection: doubling from `initialMs` up to `maxMs`. */
  reconnect?: { initialMs: number; maxMs: number };
}

interface Listener {
  close(): Promise<void>;
}

/**
 * Delivers NOTIFY va_notifications to the subscribers of each user. The same code path on both
 * drivers: PGlite's own listen() in process, a LISTEN connection on PostgreSQL, where a
 * notification written by any server process on the database reaches this one.
 */
export async function startNotificationBus(options: NotificationBusOptions): Promise<NotificationBus> {
  const { handle, logger } = options;
  const subscribers = new Map<string, Set<NotificationSubscriber>>();
  let closed = false;

  const each = (run: (subscriber: NotificationSubscriber) => void) => {
    for (const set of subscribers.values())
      for (const subscriber of [...set]) {
        try {
          run(subscriber);
        } catch (error) {
          logger.error({ err: error }, 'notification subscriber failed');
        }
      }
  };

  const dispatch = (payload: string | undefined) => {
    let signal: NotificationSignal;
    try {
      signal = signalSchema.parse(JSON.parse(payload ?? ''));
    } catch {
      logger.warn({ payload }, 'ignored a malformed notification signal');
      return;
    }
    for (const subscriber of [...(subscribers.get(signal.userId) ?? [])]) {
      try {
        subscriber.onNotification(signal.id);
      } catch (error) {
        logger.error({ err: error }, 'notification subscriber failed');
      }
    }
  };

  let listener: Listener;
  if (handle.pglite) {
    const unlisten = await handle.pglite.listen(NOTIFICATION_CHANNEL, dispatch);
    listener = { close: () => unlisten() };
  } else if (handle.pool) {
    listener = await listenOnPostgres({
      pool: handle.pool,
      logger,
      reconnect: options.reconnect ?? { initialMs: 250, maxMs: 10_000 },
      dispatch,
      onReconnected: () => each((subscriber) => subscriber.onResync()),
    });
  } else {
    throw new Error('the notification bus needs a PGlite instance or a PostgreSQL pool');
  }

  return {
    subscribe(userId, subscriber) {
      if (closed) {
        subscriber.onClose();
        return () => undefined;
      }
      let set = subscribers.get(userId);
      if (!set) subscribers.set(userId, (set = new Set()));
      set.add(subscriber);
      return () => {
        set.delete(subscriber);
        if (set.size === 0 && subscribers.get(userId) === set) subscribers.delete(userId);
      };
    },
    subscriberCount(userId) {
      if (userId !== undefined) return subscribers.get(userId)?.size ?? 0;
      let total = 0;
      for (const set of subscribers.values()) total += set.size;
      return total;
    },
    async close() {
      if (closed) return;
      closed = true;
      each((subscriber) => subscriber.onClose());
      subscribers.clear();
      await listener.close();
    },
  };
}

/**
 * One connection of the pool kept for LISTEN. When it drops (server restart, network, a killed
 * backend) it is replaced after a growing delay; NOTIFYs sent meanwhile are lost to it, so the
 * subscribers are then asked to resync from the database.
 */
async function listenOnPostgres(input: {
  pool: pg.Pool;
  logger: Logger;
  reconnect: { initialMs: number; maxMs: number };
  dispatch: (payload: string | undefined) => void;
  onReconnected: () => void;
}): Promise<Listener> {
  const { pool, logger, reconnect, dispatch, onReconnected } = input;
  let current: { connection: pg.PoolClient; detach: () => void } | undefined;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let delay = reconnect.initialMs;

  const onNotification = (message: pg.Notification) => {
    if (message.channel === NOTIFICATION_CHANNEL) dispatch(message.payload);
  };

  async function connect(): Promise<void> {
    const connection = await pool.connect();
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost) return;
      lost = true;
      detach();
      // Destroyed rather than returned to the pool: the connection failed.
      connection.release(error ?? new Error('LISTEN connection ended'));
      if (current?.connection === connection) current = undefined;
      if (stopped) return;
      logger.warn({ err: error, retryInMs: delay }, 'the notification LISTEN connection dropped; reconnecting');
      schedule();
    };
    const onEnd = () => onLost();
    const detach = () => {
      connection.off('notification', onNotification);
      connection.off('error', onLost);
      connection.off('end', onEnd);
    };
    connection.on('error', onLost);
    connection.on('end', onEnd);
    connection.on('notification', onNotification);
    try {
      await connection.query(`LISTEN ${NOTIFICATION_CHANNEL}`);
    } catch (error) {
      onLost(error as Error);
      throw error;
    }
    if (stopped) {
      // close() ran while this connection was opening: nothing must hold it out of the pool.
      detach();
      connection.release();
      return;
    }
    current = { connection, detach };
  }

  function schedule() {
    timer = setTimeout(() => {
      timer = undefined;
      connect().then(
        () => {
          if (stopped) return;
          delay = reconnect.initialMs;
          logger.info('the notification LISTEN connection is back');
          onReconnected();
        },
        (error: unknown) => {
          // When the connection opened and then failed, onLost has already scheduled the next try.
          if (!stopped && !timer) {
            logger.warn({ err: error, retryInMs: delay }, 'could not reopen the notification LISTEN connection');
            schedule();
          }
        },
      );
      delay = Math.min(delay * 2, reconnect.maxMs);
    }, delay);
  }

  await connect();
  return {
    async close() {
      stopped = true;
      if (timer) clearTimeout(timer);
      const open = current;
      current = undefined;
      if (!open) return;
      await open.connection.query(`UNLISTEN ${NOTIFICATION_CHANNEL}`).catch(() => undefined);
      open.detach();
      // Returned to the pool, whose end() then closes it with the others.
      open.connection.release();
    },
  };
}
