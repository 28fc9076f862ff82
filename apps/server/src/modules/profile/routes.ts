import { Hono } from 'hono';
import type { Database } from '../../db/client.ts';
import type { AppEnv } from '../../http/session.ts';
import { getProfile } from './service.ts';

export function profileRoutes(deps: { db: Database }) {
  return new Hono<AppEnv>().get('/', async (c) => c.json(await getProfile(deps.db, c.var.user)));
}
