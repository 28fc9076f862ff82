import type { Context } from 'hono';
import { streamSSE, type SSEStreamingApi } from 'hono/streaming';
import { z } from 'zod';
import { NOTIFICATION_STREAM_EVENT, type NotificationView } from '@va/core/notifications/contract';
import { instantField } from '@va/core/fields';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { AppEnv } from '../../http/session.ts';
import { parseInput } from '../../http/validate.ts';
import { sendStreamFailure } from '../../http/sse-failure.ts';
import type { Logger } from '../../logger.ts';
import type { NotificationBus } from '../../services/realtime/notification-bus.ts';
import { isSessionActive } from '../auth/service.ts';
import { cursorOf, findNotification, notificationsAfter, type StreamCursor } from './service.ts';

/** How long the browser's EventSource waits before reconnecting. */
export const STREAM_RETRY_MS = 2000;
/** A comment this often keeps proxies from closing an idle stream; the session is checked again then. */
export const STREAM_HEARTBEAT_MS = 15_000;
const ZERO_UUID = '00000000-0000-0000-0000-000000000000';
/** Ids already sent, to skip a notification both replayed and signalled; bounded for long streams. */
const SENT_IDS_KEPT = 1000;
const REPLAY_PAGE = 100;
/**
 * Open streams of one user on one server (a few tabs and devices); past it, 429. Counted in this
 * process: each stream holds a connection of this server, which is what the cap protects.
 */
export const MAX_STREAMS_PER_USER = 5;
/** When a refused stream may try again: about a heartbeat, the time a closed tab takes to be noticed. */
const STREAM_FULL_RETRY_AFTER_S = 15;

/** `<createdAt ISO>|<uuid>`: the id of every event, which EventSource sends back as Last-Event-ID. */
export const cursorSchema = z
  .string()
  .regex(/^[^|]+\|[^|]+$/)
  .transform((value) => value.split('|'))
  .pipe(z.tuple([instantField, z.uuid()]))
  .transform(([createdAt, id]): StreamCursor => ({ createdAt: new Date(createdAt), id: id.toLowerCase() }));

const isAfter = (view: NotificationView, cursor: StreamCursor) => {
  const time = Date.parse(view.createdAt);
  const at = cursor.createdAt.getTime();
  return time > at || (time === at && view.id > cursor.id);
};

export interface StreamDeps {
  db: Database;
  bus: NotificationBus;
  logger: Logger;
  heartbeatMs?: number;
}

/**
 * GET /api/notifications/stream: the user's new notifications as Server-Sent Events. With a
 * Last-Event-ID (EventSource sends it when it reconnects) or ?lastEventId=, the notifications
 * created after it come first, so a reconnect loses nothing; then the live ones.
 */
export function notificationStream(deps: StreamDeps) {
  const { db, bus, logger, heartbeatMs = STREAM_HEARTBEAT_MS } = deps;
  const openStreams = new Map<string, number>();
  const release = (userId: string) => {
    const left = (openStreams.get(userId) ?? 1) - 1;
    if (left > 0) openStreams.set(userId, left);
    else openStreams.delete(userId);
  };

  return async (c: Context<AppEnv>) => {
    const rawCursor = c.req.header('last-event-id') || c.req.query('lastEventId') || undefined;
    const from = rawCursor === undefined ? undefined : parseInput(cursorSchema, rawCursor);
    const userId = c.var.user.id;
    const sessionId = c.var.sessionId;
    const open = openStreams.get(userId) ?? 0;
    if (open >= MAX_STREAMS_PER_USER) throw new AppError('RATE_LIMITED', { retryAfter: STREAM_FULL_RETRY_AFTER_S });
    openStreams.set(userId, open + 1);
    // Reverse proxies (nginx) would otherwise hold events back in their buffers.
    c.header('X-Accel-Buffering', 'no');

    return streamSSE(c, async (stream) => {
      try {
        await serveStream(stream);
      } finally {
        release(userId);
      }
    });

    async function serveStream(stream: SSEStreamingApi) {
      let ended = false;
      let finish!: () => void;
      const finished = new Promise<void>((resolve) => (finish = resolve));
      const end = () => {
        if (ended) return;
        ended = true;
        finish();
      };

      const sent = new Set<string>();
      // Without Last-Event-ID, a resync reads what was created since the connection.
      let position: StreamCursor = from ?? { createdAt: new Date(), id: ZERO_UUID };

      // One task at a time, in arrival order: events never interleave on the wire.
      let queue = Promise.resolve();
      const enqueue = (task: () => Promise<void>) => {
        queue = queue
          .then(() => (ended ? undefined : task()))
          .catch(async (error: unknown) => {
            logger.error({ err: error, userId }, 'notification stream failed');
            await sendStreamFailure(stream, error);
            end();
          });
      };

      const send = async (view: NotificationView) => {
        // Moved on even for a duplicate, or a replay page made only of sent ones would repeat.
        if (isAfter(view, position)) position = { createdAt: new Date(view.createdAt), id: view.id };
        if (sent.has(view.id)) return;
        sent.add(view.id);
        if (sent.size > SENT_IDS_KEPT) sent.delete(sent.values().next().value!);
        await stream.writeSSE({ event: NOTIFICATION_STREAM_EVENT, data: JSON.stringify(view), id: cursorOf(view) });
      };
      // Page by page, so a long absence is replayed whole.
      const catchUp = async () => {
        for (;;) {
          const page = await notificationsAfter(db, userId, position, REPLAY_PAGE);
          for (const view of page) await send(view);
          if (page.length < REPLAY_PAGE || ended) return;
        }
      };

      // Subscribed before the replay is read: a notification committed in between is signalled
      // too, and `sent` keeps it from going out twice.
      const unsubscribe = bus.subscribe(userId, {
        onNotification: (id) =>
          enqueue(async () => {
            const view = await findNotification(db, userId, id);
            if (view) await send(view);
          }),
        onResync: () => enqueue(catchUp),
        onClose: end,
      });
      stream.onAbort(end);
      c.req.raw.signal.addEventListener('abort', end);

      enqueue(async () => {
        await stream.write(`retry: ${STREAM_RETRY_MS}\n\n`);
        if (from) await catchUp();
      });
      // A signed-out or expired session stops receiving; EventSource's reconnect then gets 401.
      const heartbeat = setInterval(
        () =>
          enqueue(async () => {
            if (await isSessionActive(db, sessionId)) await stream.write(': heartbeat\n\n');
            else end();
          }),
        heartbeatMs,
      );

      try {
        await finished;
      } finally {
        clearInterval(heartbeat);
        unsubscribe();
        c.req.raw.signal.removeEventListener('abort', end);
      }
    }
  };
}
