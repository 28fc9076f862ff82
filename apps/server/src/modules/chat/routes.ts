import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { chatRequestSchema } from '@va/core/chat/messages';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { AppEnv } from '../../http/session.ts';
import type { Logger } from '../../logger.ts';
import type { ChatProvider } from '../../services/llm/provider.ts';
import type { RateLimiter } from '../../services/rate-limit.ts';
import { getProfile } from '../profile/service.ts';
import { clearHistory, converse, getHistory } from './service.ts';

/** Per user: a conversation pace, not a script's. */
const CHAT_RATE_LIMIT = { limit: 12, windowMs: 60_000 };

export function chatRoutes(deps: {
  db: Database;
  config: AppConfig;
  logger: Logger;
  limiter: RateLimiter;
  provider: ChatProvider;
}) {
  const { db, config, logger, limiter, provider } = deps;
  return new Hono<AppEnv>()
    .get('/history', async (c) => c.json({ messages: await getHistory(db, c.var.user.id) }))
    .delete('/history', async (c) => {
      await clearHistory(db, c.var.user.id);
      return c.body(null, 204);
    })
    .post('/', async (c) => {
      const parsed = chatRequestSchema.safeParse(await c.req.json().catch(() => null));
      if (!parsed.success) throw new AppError('INVALID_INPUT');
      const allowed = limiter.hit(`chat:user:${c.var.user.id}`, {
        ...CHAT_RATE_LIMIT,
        limit: Math.ceil(CHAT_RATE_LIMIT.limit * config.rateLimitFactor),
      });
      if (!allowed.allowed) {
        c.header('Retry-After', String(allowed.retryAfter));
        return c.json({ code: 'RATE_LIMITED', retryAfter: allowed.retryAfter }, 429);
      }
      const uiLanguage =
        parsed.data.language ?? ((await getProfile(db, c.var.user)).settings.language === 'en' ? 'en' : 'fr');
      const userId = c.var.user.id;
      return streamSSE(c, async (stream) => {
        const abort = new AbortController();
        stream.onAbort(() => abort.abort());
        for await (const event of converse({
          db,
          provider,
          logger,
          userId,
          message: parsed.data.message,
          uiLanguage,
          signal: abort.signal,
        })) {
          await stream.writeSSE({ event: event.type, data: JSON.stringify(event) });
        }
      });
    });
}
