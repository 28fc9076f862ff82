import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { createAuth, type Auth } from './auth.ts';
import type { AppConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { AppError } from './http/errors.ts';
import { securityHeaders } from './http/security-headers.ts';
import { requireSession, type AppEnv } from './http/session.ts';
import { serveWebApp } from './http/static.ts';
import type { Logger } from './logger.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { publicConfigRoutes } from './modules/config/routes.ts';
import { onboardingRoutes } from './modules/onboarding/routes.ts';
import { profileRoutes } from './modules/profile/routes.ts';
import { settingsRoutes } from './modules/settings/routes.ts';
import { createRateLimiter } from './services/rate-limit.ts';

export interface AppDeps {
  config: AppConfig;
  db: Database;
  logger: Logger;
  /** Called after a transaction wrote outbox rows, so they go out now rather than at the next poll. */
  onOutboxWrite: () => void;
  /** Where the built web app is; absent in API tests. */
  webDist?: string;
}

export interface App {
  app: Hono;
  auth: Auth;
}

/** The HTTP application: /api routes over plain service functions, then the web app. */
export function createApp(deps: AppDeps): App {
  const { config, db, logger } = deps;
  const auth = createAuth({ db, config, logger, onOutboxWrite: deps.onOutboxWrite });
  const limiter = createRateLimiter();
  const app = new Hono();

  app.use(securityHeaders());
  app.onError((error, c) => {
    if (error instanceof AppError) return c.json({ code: error.code, ...error.extra }, error.status);
    logger.error({ err: error, path: c.req.path }, 'unhandled error');
    return c.json({ code: 'GENERIC' }, 500);
  });

  app.get('/api/health', (c) => c.json({ ok: true }));
  app.route('/api/config', publicConfigRoutes(config));
  app.route('/api/auth', authRoutes({ auth, config, limiter, logger }));

  const api = new Hono<AppEnv>();
  api.use(requireSession(auth));
  api.route('/profile', profileRoutes({ db }));
  api.route('/settings', settingsRoutes({ db }));
  api.route('/onboarding', onboardingRoutes({ db }));
  app.route('/api', api);

  app.all('/api/*', (c) => c.json({ code: 'NOT_FOUND' }, 404));
  if (deps.webDist) {
    app.use(compress());
    app.use(serveWebApp(deps.webDist));
  }
  return { app, auth };
}
