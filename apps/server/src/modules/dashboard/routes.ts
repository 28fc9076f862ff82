import { Hono } from 'hono';
import { dashboardQuerySchema } from '@va/core/dashboard/contract';
import type { Database } from '../../db/client.ts';
import type { AppEnv } from '../../http/session.ts';
import { validate } from '../../http/validate.ts';
import { createDashboardCache } from './cache.ts';
import { getDashboard, todayInDisplayZone } from './service.ts';

const JSON_TYPE = { 'content-type': 'application/json' };

export function dashboardRoutes(deps: { db: Database }) {
  // Per app: each server keeps its own, checked against the database's version on every call.
  const cache = createDashboardCache();
  return new Hono<AppEnv>().get('/', validate('query', dashboardQuerySchema), async (c) => {
    const user = c.var.user;
    const today = c.req.valid('query').today ?? todayInDisplayZone();
    const cached = cache.get(user.id, user.dataVersion, today);
    if (cached) return c.body(cached, 200, JSON_TYPE);
    const { summary, dataVersion } = await getDashboard(deps.db, user, today);
    const body = JSON.stringify(summary);
    if (dataVersion !== null) cache.set(user.id, { dataVersion, today, body });
    return c.body(body, 200, JSON_TYPE);
  });
}
