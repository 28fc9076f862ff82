import { ApiError, request, type RequestOptions } from './api-client';
import { readEventStream, type EventStreamHandlers, type ServerSentEvent } from './sse';

/**
 * A call answered with Server-Sent Events (a GET, or a POST like the chat's): each event is
 * handed over as it arrives; resolves when the server ends the stream.
 */
export async function streamEvents(path: string, options: RequestOptions & EventStreamHandlers) {
  const response = await request(path, options, 'text/event-stream');
  if (!response.body) throw new ApiError(options.fallback ?? 'GENERIC', response.status);
  await readEventStream(response.body, options);
}

/** EventSource's usual delay, until the server sends its own `retry:`. */
const DEFAULT_RETRY_MS = 3000;

/** Waits, or less if the signal aborts meanwhile (or already has). */
function pause(milliseconds: number, signal: AbortSignal) {
  return new Promise<void>((resolve) => {
    if (signal.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, milliseconds);
    signal.addEventListener('abort', done);
  });
}

/**
 * Follows a live stream of Server-Sent Events as EventSource would, through the api client (so a
 * 401 signs the person out like any other call): when the stream ends or the network drops, it
 * reconnects after the server's `retry:` delay and sends the last event id (Last-Event-ID), so the
 * server replays what was missed; refused for too many open streams (429), it tries again after
 * `retryAfter`. It stops when `signal` aborts or the server refuses otherwise.
 */
export async function followEvents(
  path: string,
  { onEvent, signal }: { onEvent: (event: ServerSentEvent) => void; signal: AbortSignal },
) {
  let lastEventId: string | undefined;
  let retryMs = DEFAULT_RETRY_MS;
  while (!signal.aborted) {
    let waitMs = retryMs;
    try {
      await streamEvents(path, {
        headers: lastEventId ? { 'last-event-id': lastEventId } : {},
        signal,
        onRetry: (milliseconds) => (retryMs = milliseconds),
        onEvent: (event) => {
          if (event.id !== undefined) lastEventId = event.id;
          onEvent(event);
        },
      });
    } catch (error) {
      // Too many streams open (other tabs): try again when the server says a place may be free.
      const busy = error instanceof ApiError && error.status === 429;
      if (busy) waitMs = error.retryAfter === undefined ? retryMs : error.retryAfter * 1000;
      // Any other refusal (401, 400…) would be refused again; only a lost connection is worth retrying.
      else if (signal.aborted || (error instanceof ApiError && error.status > 0)) return;
    }
    await pause(waitMs, signal);
  }
}
