import type { Hono } from 'hono';
import { SESSION_COOKIE, type TestClient } from './client.ts';
import { waitFor } from './wait.ts';

/** One dispatched Server-Sent Event, as an EventSource would see it. */
export interface ServerSentEvent {
  event: string;
  data: string;
  id: string | undefined;
}

export interface EventStream {
  status: number;
  headers: Headers;
  /** Every event received so far, in order. */
  events: ServerSentEvent[];
  /** Comment lines (': ...'), the heartbeats. */
  comments: string[];
  /** The last `retry:` value received. */
  retry(): number | undefined;
  /** The first event received (or to come) for which `match` holds. */
  waitForEvent(match: (event: ServerSentEvent) => boolean, timeoutMs?: number): Promise<ServerSentEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  /** The client goes away (like closing the tab). */
  close(): Promise<void>;
}

/**
 * Reads a text/event-stream body incrementally, with the parsing rules of the HTML standard, so a
 * test sees exactly what a browser's EventSource would.
 */
export function readEventStream(response: Response, abort?: () => void): EventStream {
  const events: ServerSentEvent[] = [];
  const comments: string[] = [];
  let retry: number | undefined;
  let lastEventId: string | undefined;
  let closed = false;
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();

  let buffer = '';
  let data: string[] = [];
  let eventType = '';
  const processLine = (line: string) => {
    if (line === '') {
      if (data.length > 0) events.push({ event: eventType || 'message', data: data.join('\n'), id: lastEventId });
      data = [];
      eventType = '';
      return;
    }
    if (line.startsWith(':')) {
      comments.push(line.slice(1).trim());
      return;
    }
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') data.push(value);
    else if (field === 'event') eventType = value;
    else if (field === 'id') lastEventId = value;
    else if (field === 'retry' && /^\d+$/.test(value)) retry = Number(value);
  };

  const ended = (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        const lines = buffer.split(/\r\n|\r|\n/);
        buffer = lines.pop() ?? '';
        for (const line of lines) processLine(line);
      }
    } catch (error) {
      if (!closed) throw error;
    }
  })();

  return {
    status: response.status,
    headers: response.headers,
    events,
    comments,
    retry: () => retry,
    waitForEvent: (match, timeoutMs = 1000) =>
      waitFor(() => events.find(match), { timeoutMs, intervalMs: 5, what: 'a server-sent event that matches' }),
    ended,
    async close() {
      closed = true;
      abort?.();
      await reader.cancel().catch(() => undefined);
      await ended.catch(() => undefined);
    },
  };
}

/** The notification stream of a signed-in test browser, through app.request (no socket). */
export async function openNotificationStream(
  app: Hono,
  appUrl: string,
  browser: TestClient,
  options: { lastEventId?: string; query?: string } = {},
): Promise<EventStream> {
  const headers: Record<string, string> = { origin: appUrl, accept: 'text/event-stream' };
  const token = browser.cookie(SESSION_COOKIE);
  if (token) headers.cookie = `${SESSION_COOKIE}=${token}`;
  if (options.lastEventId) headers['last-event-id'] = options.lastEventId;
  const response = await app.request(`${appUrl}/api/notifications/stream${options.query ?? ''}`, { headers });
  return readEventStream(response);
}

/** The notification stream over real HTTP, as a browser on another machine would open it. */
export async function fetchNotificationStream(
  baseUrl: string,
  cookie: string,
  options: { lastEventId?: string } = {},
): Promise<EventStream> {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/notifications/stream`, {
    headers: {
      cookie,
      accept: 'text/event-stream',
      ...(options.lastEventId ? { 'last-event-id': options.lastEventId } : {}),
    },
    signal: controller.signal,
  });
  return readEventStream(response, () => controller.abort());
}
