import { Hono } from 'hono';
import { z } from 'zod';
import { DISPLAY_TIME_ZONE } from '@va/core/format';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { AppEnv } from '../../http/session.ts';
import { getDashboard } from './service.ts';

/** ?today=YYYY-MM-DD: the browser's calendar day, which decides what is still upcoming. */
const querySchema = z.object({ today: z.iso.date().optional() });

/** Today in the product's time zone, for a browser that does not say. */
const todayInDisplayZone = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: DISPLAY_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

export function dashboardRoutes(deps: { db: Database }) {
  return new Hono<AppEnv>().get('/', async (c) => {
    const parsed = querySchema.safeParse(c.req.query());
    if (!parsed.success) throw new AppError('INVALID_INPUT');
    return c.json(await getDashboard(deps.db, c.var.user, parsed.data.today ?? todayInDisplayZone()));
  });
}
