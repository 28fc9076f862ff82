import { Hono } from 'hono';
import { settingsUpdateSchema } from '@va/core/settings/contract';
import type { Database } from '../../db/client.ts';
import type { AppEnv } from '../../http/session.ts';
import { validate } from '../../http/validate.ts';
import { updateSettings } from './service.ts';

export function settingsRoutes(deps: { db: Database }) {
  return new Hono<AppEnv>().patch('/', validate('json', settingsUpdateSchema), async (c) =>
    c.json(await updateSettings(deps.db, c.var.user.id, c.req.valid('json'))),
  );
}
