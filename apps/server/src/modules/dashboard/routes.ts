import { Hono } from 'hono';
import { dashboardQuerySchema } from '@va/core/dashboard/contract';
import type { Database } from '../../db/client.ts';
import type { AppEnv } from '../../http/session.ts';
import { validate } from '../../http/validate.ts';
import { getDashboard } from './service.ts';

export function dashboardRoutes(deps: { db: Database }) {
  return new Hono<AppEnv>().get('/', validate('query', dashboardQuerySchema), async (c) =>
    c.json(await getDashboard(deps.db, c.var.user, c.req.valid('query').today)),
  );
}
