import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_MAX_BYTES } from '@va/core/photo/contract';
import { createTestApp, type TestApp } from '../../test/harness/app.ts';
import { DEFAULT_BODY_LIMIT_BYTES } from './body-limit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const ONE_MEGABYTE = 1024 * 1024;
const jsonOfSize = (bytes: number) => JSON.stringify({ email: 'a@example.fr', filler: 'x'.repeat(bytes) });
const SOME_ID = '00000000-0000-4000-8000-000000000000';

/** Every route of the app that takes a body, from the router itself: a new route cannot be forgotten. */
function routesWithBody(): { method: string; path: string }[] {
  const seen = new Set<string>();
  for (const route of t.app.routes) {
    if (!['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method) || !route.path.startsWith('/api/')) continue;
    const path = route.path
      .replace(/:[a-zA-Z]+/g, SOME_ID)
      .replace(/\*$/, 'sign-out')
      .replace(/(.)\/$/, '$1');
    seen.add(`${route.method} ${path}`);
  }
  return [...seen].map((key) => {
    const [method, path] = key.split(' ') as [string, string];
    return { method, path };
  });
}

describe('the global body limit', () => {
  it('lists the routes it walks (the router is read, not a copy of it)', () => {
    const keys = routesWithBody().map((route) => `${route.method} ${route.path}`);
    expect(keys).toEqual(
      expect.arrayContaining(['POST /api/auth/sign-in/email', 'POST /api/support', 'POST /api/chat']),
    );
    expect(keys.length).toBeGreaterThan(8);
  });

  it('answers 413 PAYLOAD_TOO_LARGE to 1 MB on every route that takes a body, before the session and the rate limits', async () => {
    const anonymous = t.client();
    for (const { method, path } of routesWithBody()) {
      if (path === '/api/profile/photo') continue;
      // Counted while reading (no Content-Length), and by the declared length alone.
      const counted = await anonymous.request(path, { method, json: JSON.parse(jsonOfSize(ONE_MEGABYTE)) });
      const declared = await anonymous.request(path, {
        method,
        json: {},
        headers: { 'content-length': String(100 * ONE_MEGABYTE) },
      });
      expect({ path, method, counted: counted.status, body: counted.body }).toEqual({
        path,
        method,
        counted: 413,
        body: { code: 'PAYLOAD_TOO_LARGE' },
      });
      expect({ path, method, declared: declared.status }).toEqual({ path, method, declared: 413 });
    }
  });

  it('lets a body just under the limit through to validation, and gives the photo upload its own limit and code', async () => {
    const justUnder = await t.client().post('/api/auth/sign-in/email', {
      email: 'a@example.fr',
      password: 'x'.repeat(DEFAULT_BODY_LIMIT_BYTES - 200),
    });
    expect(justUnder.status).not.toBe(413);
    const photo = await t.client().request('/api/profile/photo', {
      method: 'POST',
      json: {},
      headers: { 'content-length': String(PHOTO_MAX_BYTES + ONE_MEGABYTE) },
    });
    expect(photo).toMatchObject({ status: 413, body: { code: 'PHOTO_TOO_LARGE' } });
    // A megabyte is a photo's size: it reaches the session guard.
    const megabytePhoto = await t.client().request('/api/profile/photo', {
      method: 'POST',
      json: {},
      headers: { 'content-length': String(ONE_MEGABYTE) },
    });
    expect(megabytePhoto.status).toBe(401);
  });
});

describe('over a real connection', () => {
  let server: ServerType;
  let port: number;
  beforeAll(async () => {
    port = await new Promise<number>((resolve) => {
      server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => resolve(info.port));
    });
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  interface Answer {
    status: number;
    body: string;
    reused: boolean;
    localPort: number | undefined;
  }

  function send(agent: http.Agent, options: { path: string; method: string; body?: Buffer; chunked?: boolean }) {
    return new Promise<Answer>((resolve, reject) => {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (options.body && !options.chunked) headers['content-length'] = String(options.body.length);
      const request = http.request({
        host: '127.0.0.1',
        port,
        agent,
        path: options.path,
        method: options.method,
        headers,
      });
      request.on('error', reject);
      request.on('response', (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body,
            reused: request.reusedSocket,
            localPort: request.socket?.localPort,
          }),
        );
      });
      request.end(options.body);
    });
  }

  it('keeps the keep-alive connection usable after a 413, with and without Content-Length', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const body = Buffer.from(jsonOfSize(ONE_MEGABYTE));
      const declared = await send(agent, { path: '/api/auth/sign-in/email', method: 'POST', body });
      expect(declared.status).toBe(413);
      expect(JSON.parse(declared.body)).toEqual({ code: 'PAYLOAD_TOO_LARGE' });
      const next = await send(agent, { path: '/api/health', method: 'GET' });
      expect(next).toMatchObject({ status: 200, reused: true, localPort: declared.localPort });

      const chunked = await send(agent, { path: '/api/support', method: 'POST', body, chunked: true });
      expect(chunked.status).toBe(413);
      const after = await send(agent, { path: '/api/health', method: 'GET' });
      expect(after).toMatchObject({ status: 200, reused: true, localPort: chunked.localPort });
    } finally {
      agent.destroy();
    }
  });

  it('answers a declared 100 MB body with 413 before the client has sent it', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const request = http.request({
        host: '127.0.0.1',
        port,
        path: '/api/auth/sign-in/email',
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': String(100 * ONE_MEGABYTE) },
      });
      request.on('response', (response) => {
        resolve(response.statusCode ?? 0);
        request.destroy();
      });
      request.on('error', (error) => (request.destroyed ? undefined : reject(error)));
      // Only the first bytes: the answer cannot wait for the rest.
      request.write('{"email":"');
    });
    expect(status).toBe(413);
    expect((server.address() as AddressInfo).port).toBe(port);
  });
});
