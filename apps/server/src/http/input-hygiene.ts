import { createMiddleware } from 'hono/factory';
import { hasUnsafeCharacters } from '@va/core/text';
import { AppError } from './errors.ts';

/**
 * Refuses an /api request whose path or query holds NUL or a lone surrogate (ADR 0018), as
 * decoded: 400 INVALID_INPUT before any route, even one that reads its query without a schema
 * (better-auth's callbacks). Bodies are checked by validate(), the one way routes read them.
 */
export function refuseUnsafeUrl() {
  return createMiddleware(async (c, next) => {
    const query = Object.entries(c.req.queries()).flatMap(([name, values]) => [name, ...values]);
    if ([c.req.path, ...query].some(hasUnsafeCharacters)) throw new AppError('INVALID_INPUT');
    await next();
  });
}
