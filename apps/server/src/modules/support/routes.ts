import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { firstErrorCode } from '@va/core/auth-schemas';
import { normalizeEmail } from '@va/core/email';
import { isErrorCode } from '@va/core/errors';
import { supportRequestSchema } from '@va/core/support-schemas';
import { isLanguage } from '@va/core/language';
import type { Auth } from '../../auth.ts';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { sameOriginOnly } from '../../http/same-origin.ts';
import type { Logger } from '../../logger.ts';
import { refuseIfLimited } from '../../http/rate-limit.ts';
import type { RateLimiter } from '../../services/rate-limit.ts';
import { SUPPORT_RATE_LIMITS } from './rate-limits.ts';
import { createSupportRequest } from './service.ts';

/** Far above a form at its longest (name, e-mail, subject, 5,000-character message). */
const MAX_BODY_BYTES = 64 * 1024;

/**
 * POST /api/support: the contact form of the public /support page and of the signed-in dialog.
 * The session is optional; when there is one, the request is linked to the account.
 * Body { name, email, subject, message, language? } → 201 { id }.
 */
export function supportRoutes(deps: {
  auth: Auth;
  config: AppConfig;
  db: Database;
  limiter: RateLimiter;
  logger: Logger;
  onOutboxWrite: () => void;
}) {
  const { auth, config, limiter, logger } = deps;

  async function signedInUserId(c: Context): Promise<string | null> {
    try {
      const session = await auth.api.getSession({ headers: c.req.raw.headers });
      return session?.user.id ?? null;
    } catch (error) {
      logger.warn({ err: error }, 'support request: session not read');
      return null;
    }
  }

  return new Hono().post(
    '/',
    sameOriginOnly(config.appUrl),
    bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => c.json({ code: 'INVALID_INPUT' }, 413) }),
    async (c) => {
      const raw: unknown = await c.req.json().catch(() => ({}));
      const body = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
      const parsed = supportRequestSchema.safeParse(body);
      if (!parsed.success) {
        const code = firstErrorCode(parsed.error);
        return c.json({ code: isErrorCode(code) ? code : 'INVALID_INPUT' }, 400);
      }
      const refused = refuseIfLimited(c, { limiter, config }, 'support', SUPPORT_RATE_LIMITS, parsed.data.email);
      if (refused) return refused;
      const { id } = await createSupportRequest(deps, {
        ...parsed.data,
        email: normalizeEmail(parsed.data.email),
        userId: await signedInUserId(c),
        language: isLanguage(body.language) ? body.language : 'fr',
      });
      deps.onOutboxWrite();
      return c.json({ id }, 201);
    },
  );
}
