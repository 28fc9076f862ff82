import { Hono } from 'hono';
import { chatRequestSchema } from '@va/core/chat/contract';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { perUser, rateLimit } from '../../http/rate-limit.ts';
import { streamSSEOrFail } from '../../http/sse-failure.ts';
import type { AppEnv } from '../../http/session.ts';
import { validate } from '../../http/validate.ts';
import type { Logger } from '../../logger.ts';
import type { ChatProvider } from '../../services/llm/provider.ts';
import type { RateLimiter } from '../../services/rate-limit.ts';
import { selectChatProvider } from './provider.ts';
import { clearHistory, converse, getHistory } from './service.ts';

/** Per user: a conversation pace, not a script's, and a day's ceiling far above a person's. */
export const CHAT_RATE_LIMITS = {
  perMinute: { limit: 12, windowMs: 60_000 },
  perDay: { limit: 300, windowMs: 24 * 60 * 60_000 },
};

export function chatRoutes(deps: {
  db: Database;
  config: AppConfig;
  logger: Logger;
  limiter: RateLimiter;
  /** Who answers; by default chosen from the configuration (selectChatProvider). */
  provider?: ChatProvider;
}) {
  const { db, logger } = deps;
  const provider = deps.provider ?? selectChatProvider(deps.config);
  return new Hono<AppEnv>()
    .get('/history', async (c) => c.json(await getHistory(db, c.var.user.id)))
    .delete('/history', async (c) => {
      await clearHistory(db, c.var.user.id);
      return c.body(null, 204);
    })
    .post(
      '/',
      validate('json', chatRequestSchema),
      rateLimit(deps, 'chat', [perUser(CHAT_RATE_LIMITS.perMinute), perUser(CHAT_RATE_LIMITS.perDay)]),
      async (c) => {
        const { message, language } = c.req.valid('json');
        const userId = c.var.user.id;
        const turn = { db, provider, logger, userId, message, language, asker: c.var.user.userType ?? undefined };
        return streamSSEOrFail(
          c,
          // Logged by the serializer that keeps the message (a failed insert's parameter) out.
          (error) => logger.error({ err: error, userId }, 'chat reply failed'),
          async (stream) => {
            const abort = new AbortController();
            stream.onAbort(() => abort.abort());
            for await (const event of converse({ ...turn, signal: abort.signal })) {
              await stream.writeSSE({ event: event.type, data: JSON.stringify(event) });
            }
          },
        );
      },
    );
}
