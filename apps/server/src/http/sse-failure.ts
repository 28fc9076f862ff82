import type { Context } from 'hono';
import { streamSSE, type SSEStreamingApi } from 'hono/streaming';
import { STREAM_FAILED_EVENT, type StreamFailure } from '@va/core/errors';
import { AppError } from './errors.ts';

/**
 * Ends a failed event stream with a `failed` event carrying the error's code (GENERIC when it
 * has none), so the browser shows a message instead of an empty answer.
 */
export async function sendStreamFailure(stream: SSEStreamingApi, error: unknown): Promise<void> {
  const failure: StreamFailure = {
    type: STREAM_FAILED_EVENT,
    code: error instanceof AppError ? error.code : 'GENERIC',
  };
  // The client may be gone already: nothing more to tell it.
  await stream.writeSSE({ event: STREAM_FAILED_EVENT, data: JSON.stringify(failure) }).catch(() => undefined);
}

/**
 * Hono's streamSSE, whose failures end with sendStreamFailure after `onFailure` has logged them.
 * Hono itself would print the error to stderr, or with an onError send its message (a failed
 * query's, parameters included) to the browser as an `error` event.
 */
export function streamSSEOrFail(
  c: Context,
  onFailure: (error: unknown) => void,
  run: (stream: SSEStreamingApi) => Promise<void>,
): Response {
  return streamSSE(c, async (stream) => {
    try {
      await run(stream);
    } catch (error) {
      onFailure(error);
      await sendStreamFailure(stream, error);
    }
  });
}
