import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodyOf } from '@/test/streams';
import { setUnauthorizedHandler } from './api-client';
import { followEvents, streamEvents } from './event-streams';

const stream = (...chunks: string[]) =>
  new Response(bodyOf(...chunks), { headers: { 'content-type': 'text/event-stream' } });

afterEach(() => {
  vi.unstubAllGlobals();
  setUnauthorizedHandler(() => undefined);
});

describe('event streams', () => {
  it('streams the events of a POST answer as they come, and a 401 there ends the session too', async () => {
    const sessionEnded = vi.fn();
    setUnauthorizedHandler(sessionEnded);
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockResolvedValueOnce(stream('event: delta\ndata: {"text":"Voi', 'ci"}\n\nevent: done\ndata: {}\n\n'));
    const received: string[] = [];
    await streamEvents('/api/chat', { body: { message: 'Bonjour' }, onEvent: (event) => received.push(event.data) });
    expect(received).toEqual(['{"text":"Voici"}', '{}']);
    expect(new Headers(fetchMock.mock.lastCall![1]!.headers).get('accept')).toBe('text/event-stream');

    fetchMock.mockResolvedValueOnce(Response.json({ code: 'UNAUTHORIZED' }, { status: 401 }));
    const refused = streamEvents('/api/chat', { body: { message: 'Bonjour' }, onEvent: () => undefined });
    await expect(refused).rejects.toMatchObject({ code: 'UNAUTHORIZED', status: 401 });
    expect(sessionEnded).toHaveBeenCalledTimes(1);
  });

  it('reconnects after the server’s delay with the last event id, and stops when the session has ended', async () => {
    const sessionEnded = vi.fn();
    setUnauthorizedHandler(sessionEnded);
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(stream('retry: 5\n\n', 'id: c1\nevent: notification\ndata: {"n":1}\n\n'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(stream(': heartbeat\n\n', 'id: c2\nevent: notification\ndata: {"n":2}\n\n'))
      .mockResolvedValueOnce(Response.json({ code: 'UNAUTHORIZED' }, { status: 401 }));
    vi.stubGlobal('fetch', fetchMock);
    const received: string[] = [];

    await followEvents('/api/notifications/stream', {
      signal: new AbortController().signal,
      onEvent: (event) => received.push(`${event.event} ${event.data}`),
    });

    expect(received).toEqual(['notification {"n":1}', 'notification {"n":2}']);
    const lastEventIds = fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get('last-event-id'));
    expect(lastEventIds).toEqual([null, 'c1', 'c1', 'c2']);
    expect(sessionEnded).toHaveBeenCalledTimes(1);
  });

  it('waits for the server’s Retry-After when too many streams are open, then follows the stream', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(Response.json({ code: 'RATE_LIMITED', retryAfter: 0.02 }, { status: 429 }))
      .mockResolvedValueOnce(stream('retry: 5\n\n', 'id: c1\nevent: notification\ndata: {"n":1}\n\n'))
      .mockResolvedValueOnce(Response.json({ code: 'UNAUTHORIZED' }, { status: 401 }));
    vi.stubGlobal('fetch', fetchMock);
    const received: string[] = [];
    const started = Date.now();

    await followEvents('/api/notifications/stream', {
      signal: new AbortController().signal,
      onEvent: (event) => received.push(event.data),
    });

    expect(received).toEqual(['{"n":1}']);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(Date.now() - started).toBeGreaterThanOrEqual(20);
  });

  it('stops when the page no longer needs it', async () => {
    const stop = new AbortController();
    const fetchMock = vi.fn<typeof fetch>(async () => {
      stop.abort();
      return stream('retry: 60000\n\n');
    });
    vi.stubGlobal('fetch', fetchMock);
    await followEvents('/api/notifications/stream', { signal: stop.signal, onEvent: () => undefined });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
