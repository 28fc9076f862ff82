import { describe, expect, it } from 'vitest';
import { bodyOf } from '@/test/streams';
import { readEventStream, type ServerSentEvent } from './sse';

async function eventsOf(...chunks: string[]) {
  const events: ServerSentEvent[] = [];
  const retries: number[] = [];
  await readEventStream(bodyOf(...chunks), {
    onEvent: (event) => events.push(event),
    onRetry: (milliseconds) => retries.push(milliseconds),
  });
  return { events, retries };
}

describe('the Server-Sent Events reader', () => {
  it('hands over each event with its name, id and data', async () => {
    const { events } = await eventsOf(
      'event: start\ndata: {"type":"start"}\n\n',
      'id: 2026-11-21T10:00:00.000Z|a\nevent: notification\ndata: {"id":"a"}\n\n',
    );
    expect(events).toEqual([
      { event: 'start', id: undefined, data: '{"type":"start"}' },
      { event: 'notification', id: '2026-11-21T10:00:00.000Z|a', data: '{"id":"a"}' },
    ]);
  });

  it('joins an event cut anywhere by the network, even inside a UTF-8 character', async () => {
    const bytes = new TextEncoder().encode('data: {"text":"réponse"}\n\n');
    const cut = bytes.indexOf(0xc3) + 1;
    // Pieces of raw bytes: the first ends in the middle of « é ».
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, cut));
        controller.enqueue(bytes.slice(cut));
        controller.close();
      },
    });
    const events: ServerSentEvent[] = [];
    await readEventStream(body, { onEvent: (event) => events.push(event) });
    expect(bytes[cut - 1]).toBe(0xc3);
    expect(events.map((event) => JSON.parse(event.data))).toEqual([{ text: 'réponse' }]);
  });

  it('joins multi-line data, accepts CRLF, skips comments and reports the retry delay', async () => {
    const { events, retries } = await eventsOf(
      'retry: 2000\n\n',
      ': heartbeat\n\n',
      'data: première ligne\r\ndata: seconde ligne\r\n\r\n',
      'data: {"type":"delta"',
      ',"text":"Voici"}\n\n',
    );
    expect(retries).toEqual([2000]);
    expect(events.map((event) => event.data)).toEqual([
      'première ligne\nseconde ligne',
      '{"type":"delta","text":"Voici"}',
    ]);
  });

  it('drops an unfinished event when the stream ends', async () => {
    const { events } = await eventsOf('data: complète\n\n', 'data: coupée');
    expect(events.map((event) => event.data)).toEqual(['complète']);
  });
});
