import { Hono } from 'hono';
import type { Database } from '../../db/client.ts';
import type { AppEnv } from '../../http/session.ts';
import type { ObjectStorage } from '../../services/storage/object-storage.ts';
import { getProfile } from './service.ts';

export function profileRoutes(deps: { db: Database; storage: ObjectStorage }) {
  return new Hono<AppEnv>().get('/', async (c) => c.json(await getProfile(deps.db, c.var.user, deps.storage)));
}
