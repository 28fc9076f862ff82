import { createMiddleware } from 'hono/factory';
import type { ErrorCode } from '@va/core/errors';
import { AppError } from './errors.ts';

/** Far above any JSON form of the app at its longest (the support message: 5,000 characters). */
export const DEFAULT_BODY_LIMIT_BYTES = 64 * 1024;

/**
 * How much of a refused body is read and thrown away so that the keep-alive connection can
 * serve the next request; beyond it the connection is closed instead.
 */
const DISCARD_AT_MOST_BYTES = 16 * 1024 * 1024;

/** A route that needs a larger body than the default, and the code its refusal carries. */
export interface LargerBody {
  method: string;
  path: string;
  maxSize: number;
  code: ErrorCode;
}

/**
 * The first middleware of every request (ADR 0018): a body above its route's limit is refused
 * with 413 before anything parses it, and before sessions or rate limits do any work. A declared
 * Content-Length is judged before a byte is read; a chunked body is counted while it is read and
 * refused at the first byte over, holding at most the limit in memory.
 */
export function requestBodyLimit(larger: readonly LargerBody[] = []) {
  const byRoute = new Map(larger.map((route) => [`${route.method} ${route.path}`, route]));
  return createMiddleware(async (c, next) => {
    // A GET or HEAD without these headers has no body (RFC 9112 §6.3), and one with a body gets
    // `raw.body` null anyway (fetch gives a GET none, so nothing ever reads it). Asked first:
    // reading `raw.body` makes @hono/node-server build a whole fetch Request, which a GET never needs.
    const bodiless = c.req.method === 'GET' || c.req.method === 'HEAD';
    if (bodiless && c.req.header('content-length') === undefined && c.req.header('transfer-encoding') === undefined) {
      return next();
    }
    const body = c.req.raw.body;
    if (!body) return next();
    const path = c.req.path.length > 1 ? c.req.path.replace(/\/+$/, '') : c.req.path;
    const route = byRoute.get(`${c.req.method} ${path}`);
    const maxSize = route?.maxSize ?? DEFAULT_BODY_LIMIT_BYTES;
    const refuse = (reader: ReadableStreamDefaultReader<Uint8Array>, alreadyRead: number) => {
      void discard(reader, alreadyRead);
      return new AppError(route?.code ?? 'PAYLOAD_TOO_LARGE');
    };

    const declared = c.req.header('content-length');
    if (declared !== undefined && !c.req.header('transfer-encoding')) {
      // The HTTP parser never delivers more than the declared length.
      if (Number(declared) > maxSize) throw refuse(body.getReader(), 0);
      return next();
    }
    const reader = body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.length;
      if (size > maxSize) throw refuse(reader, size);
      chunks.push(value);
    }
    c.req.raw = new Request(c.req.raw, { body: Buffer.concat(chunks) });
    return next();
  });
}

/**
 * Reads the rest of a refused body and drops it, in the background, while the 413 leaves: a
 * client that sent it whole can then send its next request on the same connection. A body
 * larger than DISCARD_AT_MOST_BYTES is cancelled, which closes that connection.
 */
async function discard(reader: ReadableStreamDefaultReader<Uint8Array>, alreadyRead: number): Promise<void> {
  let size = alreadyRead;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      size += value.length;
      if (size > DISCARD_AT_MOST_BYTES) {
        await reader.cancel();
        return;
      }
    }
  } catch {
    // The client went away: nothing left to drop.
  }
}
