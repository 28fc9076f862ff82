import { Hono } from 'hono';
import {
  markReadBodySchema,
  notificationIdParamSchema,
  notificationListQuerySchema,
} from '@va/core/notifications/contract';
import type { Database } from '../../db/client.ts';
import type { AppEnv } from '../../http/session.ts';
import { validate } from '../../http/validate.ts';
import type { Logger } from '../../logger.ts';
import type { NotificationBus } from '../../services/realtime/notification-bus.ts';
import { deleteNotification, listNotifications, markAllRead, markRead } from './service.ts';
import { notificationStream } from './stream.ts';

export function notificationRoutes(deps: {
  db: Database;
  bus: NotificationBus;
  logger: Logger;
  streamHeartbeatMs?: number;
}) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .get('/', validate('query', notificationListQuerySchema), async (c) =>
      c.json(await listNotifications(db, c.var.user.id, c.req.valid('query').filter)),
    )
    .get('/stream', notificationStream({ db, bus: deps.bus, logger: deps.logger, heartbeatMs: deps.streamHeartbeatMs }))
    .post('/read-all', async (c) => c.json(await markAllRead(db, c.var.user.id)))
    .patch('/:id', validate('param', notificationIdParamSchema), validate('json', markReadBodySchema), async (c) =>
      c.json(await markRead(db, c.var.user.id, c.req.valid('param').id)),
    )
    .delete('/:id', validate('param', notificationIdParamSchema), async (c) => {
      await deleteNotification(db, c.var.user.id, c.req.valid('param').id);
      return c.body(null, 204);
    });
}
