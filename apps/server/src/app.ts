import { Hono } from 'hono';
import { compress } from 'hono/compress';
import type { Health } from '@va/core/config/contract';
import { createAuth, type Auth } from './auth.ts';
import type { AppConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { requestBodyLimit } from './http/body-limit.ts';
import { apiHeaders } from './http/cache-control.ts';
import type { DatabaseHealth } from './db/faults.ts';
import { databaseFaultAnswers, databaseFaultError, readiness } from './http/database-faults.ts';
import { AppError, errorResponse } from './http/errors.ts';
import { refuseUnsafeUrl } from './http/input-hygiene.ts';
import { sameOriginWrites } from './http/same-origin.ts';
import { pageSecurityHeaders } from './http/security-headers.ts';
import { requireSession, type AppEnv } from './http/session.ts';
import { serveWebApp, webAppInlineScripts } from './http/static.ts';
import type { Logger } from './logger.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { authHooks } from './modules/auth/service.ts';
import { publicConfigRoutes } from './modules/config/routes.ts';
import { dashboardRoutes } from './modules/dashboard/routes.ts';
import { notificationRoutes } from './modules/notifications/routes.ts';
import { chatRoutes } from './modules/chat/routes.ts';
import { onboardingRoutes } from './modules/onboarding/routes.ts';
import type { SynthesisPdfs } from './modules/onboarding/synthesis.ts';
import { PHOTO_UPLOAD_BODY, photoFileRoutes, profilePhotoRoutes } from './modules/photo/routes.ts';
import { profileRoutes } from './modules/profile/routes.ts';
import { settingsRoutes } from './modules/settings/routes.ts';
import { supportRoutes } from './modules/support/routes.ts';
import type { ChatProvider } from './services/llm/provider.ts';
import { createRateLimiter } from './services/rate-limit.ts';
import type { NotificationBus } from './services/realtime/notification-bus.ts';
import type { ObjectStorage } from './services/storage/object-storage.ts';

export interface AppDeps {
  config: AppConfig;
  db: Database;
  /** Database faults seen by the driver, and the readiness probe (ADR 0015). */
  databaseHealth: DatabaseHealth;
  logger: Logger;
  /** Called after a transaction wrote outbox rows, so they go out now rather than at the next poll. */
  onOutboxWrite: () => void;
  /** New notifications, from this process or another one on the database, for the SSE stream. */
  notificationBus: NotificationBus;
  /** Tests shorten the SSE heartbeat (15 s) to see it and the session check it does. */
  notificationStreamHeartbeatMs?: number;
  /** Uploaded files (profile photos): DATA_DIR/uploads. */
  storage: ObjectStorage;
  /** Who answers in the chat; by default chosen from the configuration (selectChatProvider). */
  chatProvider?: ChatProvider;
  /** Synthesis PDFs (worker threads and their cache); by default created with the app. */
  synthesisPdfs?: SynthesisPdfs;
  /** The rate limiter's clock; tests move it instead of waiting. */
  now?: () => number;
  /** Where the built web app is; absent in API tests. */
  webDist?: string;
}

export interface App {
  app: Hono;
  auth: Auth;
}

/** The HTTP application: /api routes over plain service functions, then the web app. */
export function createApp(deps: AppDeps): App {
  const { config, db, logger, storage } = deps;
  const auth = createAuth({ db, config, logger, onOutboxWrite: deps.onOutboxWrite, hooks: authHooks(config) });
  const limiter = createRateLimiter(db, deps.now);
  const app = new Hono();

  app.use(pageSecurityHeaders(deps.webDist ? webAppInlineScripts(deps.webDist) : []));
  app.use('/api/*', apiHeaders(['/api/health', '/api/config']));
  app.use(requestBodyLimit([PHOTO_UPLOAD_BODY]));
  app.use('/api/*', refuseUnsafeUrl());
  app.onError((error, c) => {
    if (error instanceof AppError) return errorResponse(c, error);
    const fault = databaseFaultError(error);
    if (fault) {
      logger.warn({ path: c.req.path, reason: fault.reason }, 'the database is unavailable');
      return errorResponse(c, fault.error);
    }
    logger.error({ err: error, path: c.req.path }, 'unhandled error');
    return errorResponse(c, new AppError('GENERIC'));
  });

  app.use('/api/*', sameOriginWrites(config.appUrl));
  app.get('/api/health', (c) => c.json({ ok: true } satisfies Health));
  app.get('/api/ready', readiness(deps.databaseHealth));
  app.use('/api/*', databaseFaultAnswers(deps.databaseHealth));
  app.route('/api/config', publicConfigRoutes(config));
  app.route('/api/auth', authRoutes({ auth, config, db, limiter, logger }));
  app.route('/api/photos', photoFileRoutes({ storage }));
  app.route('/api/support', supportRoutes({ auth, config, db, limiter, logger, onOutboxWrite: deps.onOutboxWrite }));

  const api = new Hono<AppEnv>();
  api.use(requireSession(auth, db));
  api.route('/profile/photo', profilePhotoRoutes({ db, storage, logger, limiter, config }));
  api.route('/profile', profileRoutes({ db, storage }));
  api.route('/settings', settingsRoutes({ db }));
  api.route('/onboarding', onboardingRoutes({ db, limiter, config, synthesisPdfs: deps.synthesisPdfs }));
  api.route('/dashboard', dashboardRoutes({ db }));
  api.route('/chat', chatRoutes({ db, config, logger, limiter, provider: deps.chatProvider }));
  api.route(
    '/notifications',
    notificationRoutes({
      db,
      bus: deps.notificationBus,
      logger,
      streamHeartbeatMs: deps.notificationStreamHeartbeatMs,
    }),
  );
  app.route('/api', api);

  app.all('/api/*', () => {
    throw new AppError('NOT_FOUND');
  });
  if (deps.webDist) {
    app.use(compress());
    app.use(serveWebApp(deps.webDist));
  }
  return { app, auth };
}
