import { Hono } from 'hono';
import type { PublicConfig } from '@va/core/config/contract';
import type { AppConfig } from '../../config.ts';

/** What the browser may know of the configuration: on purpose, no secret here. */
export function publicConfig(config: AppConfig): PublicConfig {
  return { googleEnabled: Boolean(config.google), supportEmail: config.supportEmail ?? null };
}

export function publicConfigRoutes(config: AppConfig) {
  return new Hono().get('/', (c) => c.json(publicConfig(config)));
}
