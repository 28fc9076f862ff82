import { Hono } from 'hono';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { AppEnv } from '../../http/session.ts';
import type { Logger } from '../../logger.ts';
import type { NotificationBus } from '../../services/realtime/notification-bus.ts';
import { deleteNotification, listNotifications, markAllRead, markRead, NOTIFICATION_FILTERS } from './service.ts';
import { notificationStream } from './stream.ts';

const listQuerySchema = z.object({ filter: z.enum(NOTIFICATION_FILTERS).default('all') });
const idSchema = z.uuid();
/** Read notifications stay read (spec part 2 §4): only `true` is accepted. */
const patchBodySchema = z.object({ read: z.literal(true) }).strict();

function parse<T>(schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new AppError('INVALID_INPUT');
  return parsed.data;
}

export function notificationRoutes(deps: {
  db: Database;
  bus: NotificationBus;
  logger: Logger;
  streamHeartbeatMs?: number;
}) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const { filter } = parse(listQuerySchema, c.req.query());
      return c.json(await listNotifications(db, c.var.user.id, filter));
    })
    .get('/stream', notificationStream({ db, bus: deps.bus, logger: deps.logger, heartbeatMs: deps.streamHeartbeatMs }))
    .post('/read-all', async (c) => c.json({ updated: await markAllRead(db, c.var.user.id) }))
    .patch('/:id', async (c) => {
      const id = parse(idSchema, c.req.param('id'));
      parse(patchBodySchema, await c.req.json().catch(() => null));
      return c.json(await markRead(db, c.var.user.id, id));
    })
    .delete('/:id', async (c) => {
      await deleteNotification(db, c.var.user.id, parse(idSchema, c.req.param('id')));
      return c.body(null, 204);
    });
}
