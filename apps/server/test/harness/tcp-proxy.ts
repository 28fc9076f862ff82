import { connect, createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * A TCP proxy on 127.0.0.1 between the app and PostgreSQL, so a test can break the network the
 * way production does: pause() holds every byte (a partition: nothing answers, nothing fails),
 * refuse() cuts every connection and refuses new ones (a database down), open() restores traffic.
 */
export interface TcpProxy {
  port: number;
  pause(): void;
  refuse(): void;
  open(): void;
  close(): Promise<void>;
}

interface Pair {
  client: Socket;
  upstream: Socket;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let mode: 'open' | 'paused' | 'refusing' = 'open';
  const pairs = new Set<Pair>();

  const flow = (pair: Pair) => {
    pair.client.pipe(pair.upstream);
    pair.upstream.pipe(pair.client);
  };
  const hold = (pair: Pair) => {
    pair.client.unpipe(pair.upstream);
    pair.upstream.unpipe(pair.client);
    pair.client.pause();
    pair.upstream.pause();
  };

  const server = createServer((client) => {
    if (mode === 'refusing') {
      client.destroy();
      return;
    }
    const pair = { client, upstream: connect(target.port, target.host) };
    pairs.add(pair);
    const end = () => {
      pair.client.destroy();
      pair.upstream.destroy();
      pairs.delete(pair);
    };
    for (const socket of [pair.client, pair.upstream]) {
      socket.on('error', end);
      socket.on('close', end);
    }
    if (mode === 'open') flow(pair);
    else hold(pair);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    port: (server.address() as AddressInfo).port,
    pause() {
      mode = 'paused';
      for (const pair of pairs) hold(pair);
    },
    refuse() {
      mode = 'refusing';
      for (const pair of pairs) {
        pair.client.destroy();
        pair.upstream.destroy();
      }
      pairs.clear();
    },
    open() {
      const wasPaused = mode === 'paused';
      mode = 'open';
      if (wasPaused) for (const pair of pairs) flow(pair);
    },
    async close() {
      for (const pair of pairs) {
        pair.client.destroy();
        pair.upstream.destroy();
      }
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
