import { Hono } from 'hono';
import { normalizeEmail } from '@va/core/email';
import { DEFAULT_LANGUAGE } from '@va/core/language';
import { supportRequestBodySchema } from '@va/core/support/contract';
import type { Auth } from '../../auth.ts';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { perClient, perEmail, rateLimit } from '../../http/rate-limit.ts';
import { optionalSession } from '../../http/session.ts';
import { validateForm } from '../../http/validate.ts';
import type { Logger } from '../../logger.ts';
import type { RateLimiter } from '../../services/rate-limit.ts';
import { SUPPORT_RATE_LIMITS } from './rate-limits.ts';
import { createSupportRequest } from './service.ts';

/**
 * POST /api/support: the contact form of the public /support page and of the signed-in dialog.
 * The session is optional; when there is one, the request is linked to the account.
 */
export function supportRoutes(deps: {
  auth: Auth;
  config: AppConfig;
  db: Database;
  limiter: RateLimiter;
  logger: Logger;
  onOutboxWrite: () => void;
}) {
  const { auth, db, logger } = deps;
  return new Hono().post(
    '/',
    validateForm(supportRequestBodySchema),
    rateLimit(deps, 'support', [
      perClient(SUPPORT_RATE_LIMITS.perClient),
      perEmail(SUPPORT_RATE_LIMITS.perEmail),
      perEmail(SUPPORT_RATE_LIMITS.perEmailPerDay),
    ]),
    optionalSession(auth, db, logger),
    async (c) => {
      const { language, ...form } = c.req.valid('json');
      const created = await createSupportRequest(deps, {
        ...form,
        email: normalizeEmail(form.email),
        userId: c.var.user?.id ?? null,
        language: language ?? DEFAULT_LANGUAGE,
      });
      return c.json(created, 201);
    },
  );
}
