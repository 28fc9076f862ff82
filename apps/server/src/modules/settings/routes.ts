import { Hono } from 'hono';
import { settingsUpdateSchema } from '@va/core/settings-schemas';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { AppEnv } from '../../http/session.ts';
import { getProfile } from '../profile/service.ts';
import { updateSettings } from './service.ts';

export function settingsRoutes(deps: { db: Database }) {
  return new Hono<AppEnv>().patch('/', async (c) => {
    const parsed = settingsUpdateSchema.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) throw new AppError('INVALID_INPUT');
    await getProfile(deps.db, c.var.user);
    return c.json(await updateSettings(deps.db, c.var.user.id, parsed.data));
  });
}
