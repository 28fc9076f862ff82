import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type StandInMode = 'stream' | 'error' | 'hang' | 'empty' | 'hf';

export interface RecordedRequest {
  path: string;
  authorization: string | undefined;
  body: Record<string, unknown>;
}

/**
 * An OpenAI-compatible (and Hugging Face text-generation) endpoint on 127.0.0.1, started by the
 * test: it records what it receives and answers as told. In 'stream' mode it sends the first
 * chunk, then waits for release() before the rest, so a test can see streaming happen.
 */
export async function startLlmStandIn(options: { chunks?: string[] } = {}) {
  const chunks = options.chunks ?? ['Respirez ', 'profondément, ', 'puis faites une pause.'];
  const requests: RecordedRequest[] = [];
  let mode: StandInMode = 'stream';
  let releaseRest: () => void = () => undefined;
  let released = Promise.resolve();

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', async () => {
      requests.push({
        path: request.url ?? '',
        authorization: request.headers.authorization,
        body: JSON.parse(raw || '{}'),
      });
      if (mode === 'hang') return; // never answers: the caller's timeout must fire
      if (mode === 'error') {
        response.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"boom"}');
        return;
      }
      if (mode === 'hf') {
        response
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify([{ generated_text: chunks.join('') }]));
        return;
      }
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      const send = (content: string) =>
        response.write(`data: ${JSON.stringify({ choices: [{ delta: { content } }] })}\n\n`);
      if (mode === 'empty') {
        response.end('data: [DONE]\n\n');
        return;
      }
      send(chunks[0]!);
      await released;
      for (const chunk of chunks.slice(1)) send(chunk);
      response.end('data: [DONE]\n\n');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    chunks,
    setMode(next: StandInMode) {
      mode = next;
    },
    /** Holds the chunks after the first until release() (stream mode). */
    hold() {
      released = new Promise<void>((resolve) => (releaseRest = resolve));
    },
    release() {
      releaseRest();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
