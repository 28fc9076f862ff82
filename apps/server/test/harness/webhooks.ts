import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { waitFor } from './wait.ts';

export interface WebhookCall {
  path: string;
  body: unknown;
  /** What the receiver answered. */
  status: number;
  at: number;
}

export interface WebhookReceiver {
  url(path: string): string;
  /** Every request, answered or refused, in order. */
  calls: WebhookCall[];
  /** Answer 500 to the next `times` requests ('always' until told otherwise), then 200. */
  fail(times: number | 'always'): void;
  waitForCalls(match: (call: WebhookCall) => boolean, count: number, timeoutMs?: number): Promise<WebhookCall[]>;
  close(): Promise<void>;
}

/** A local HTTP endpoint standing for the registration and password-reset webhooks. */
export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const calls: WebhookCall[] = [];
  let failures: number | 'always' = 0;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        body = text;
      }
      let status = 200;
      if (failures === 'always' || failures > 0) {
        status = 500;
        if (failures !== 'always') failures -= 1;
      }
      calls.push({ path: request.url ?? '', body, status, at: Date.now() });
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ ok: status === 200 }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    calls,
    fail(times) {
      failures = times;
    },
    waitForCalls: (match, count, timeoutMs = 10_000) =>
      waitFor(
        () => {
          const found = calls.filter(match);
          return found.length >= count ? found : undefined;
        },
        { timeoutMs, what: `${count} webhook call(s)` },
      ),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
