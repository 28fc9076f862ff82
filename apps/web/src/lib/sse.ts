import { createParser, type EventSourceMessage } from 'eventsource-parser';

export type ServerSentEvent = EventSourceMessage;

export interface EventStreamHandlers {
  onEvent: (event: ServerSentEvent) => void;
  /** The server's `retry:` field: how long to wait before reconnecting. */
  onRetry?: (milliseconds: number) => void;
}

/**
 * The one Server-Sent Events reader of the app: reads a response body to its end and hands over
 * each complete event (comments such as heartbeats are skipped). Parsing follows the HTML
 * standard through eventsource-parser, so split chunks, CRLF and multi-line data all work.
 */
export async function readEventStream(body: ReadableStream<Uint8Array>, handlers: EventStreamHandlers) {
  const parser = createParser({ onEvent: handlers.onEvent, onRetry: handlers.onRetry });
  const decoder = new TextDecoder();
  const reader = body.getReader();
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      parser.feed(decoder.decode(value, { stream: true }));
    }
    parser.feed(decoder.decode());
  } finally {
    reader.releaseLock();
  }
}
