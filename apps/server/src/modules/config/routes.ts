import { Hono } from 'hono';
import type { AppConfig } from '../../config.ts';

/** What the browser may know of the configuration: on purpose, no secret here. */
export function publicConfigRoutes(config: AppConfig) {
  return new Hono().get('/', (c) =>
    c.json({ googleEnabled: Boolean(config.google), supportEmail: config.supportEmail ?? null }),
  );
}
