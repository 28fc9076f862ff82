import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { databaseFault } from '../src/db/faults.ts';
import { createTestApp, type TestApp } from './harness/app.ts';
import { testDriver } from './harness/database.ts';
import { createUser, type FactoryUser } from './harness/factories.ts';
import { waitFor } from './harness/wait.ts';

// The embedded database only: a bounded queue in front of PGlite (ADR 0016).
describe.runIf(testDriver() === 'pglite')('the embedded database under load', () => {
  it('admits `queueLimit` queries at once and refuses the next one at once', { timeout: 60_000 }, async () => {
    const handle = await openDatabase({ kind: 'pglite', queueLimit: 2 });
    try {
      // Drizzle's queries start when awaited: three started together reach the queue in order.
      const [first, second, third] = await Promise.allSettled(
        ['select 1', 'select 2', 'select 3'].map(async (query) => handle.db.execute(query)),
      );
      expect([first?.status, second?.status]).toEqual(['fulfilled', 'fulfilled']);
      expect(third?.status).toBe('rejected');
      expect(databaseFault((third as PromiseRejectedResult).reason)?.kind).toBe('busy');
      // Once they are done, there is room again.
      await expect(handle.db.execute('select 4')).resolves.toBeDefined();
      expect(handle.health.currentFault).toBeUndefined();
      expect(handle.health.faults).toBe(1);
    } finally {
      await handle.close();
    }
  });

  describe('through the API', () => {
    const QUEUE_LIMIT = 8;
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({
        database: {
          driver: 'pglite',
          open: () => openDatabase({ kind: 'pglite', queueLimit: QUEUE_LIMIT }),
          destroy: async () => undefined,
        },
        worker: false,
      });
    });
    afterAll(() => t?.close());

    it('answers 503 with Retry-After at once when the queue is full, and 200 once it drains', async () => {
      const { browser } = await createUser(t);
      // A transaction held open takes PGlite for itself: what comes next waits behind it.
      let release = () => undefined as void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let opened = false;
      const transaction = t.db.transaction(async (tx) => {
        await tx.execute('select 1');
        opened = true;
        await held;
      });
      await waitFor(() => opened, { what: 'the transaction to open' });
      const waiting = Array.from({ length: QUEUE_LIMIT - 1 }, async () => t.db.execute('select 1'));

      const started = Date.now();
      const refused = await browser.get('/api/dashboard');
      // Refused without waiting for the queue (which would wait forever here).
      expect(Date.now() - started).toBeLessThan(5000);
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toBe('1');
      expect(refused.body).toEqual({ code: 'SERVICE_UNAVAILABLE', retryAfter: 1 });
      expect((await t.client().get('/api/ready')).status).toBe(503);

      release();
      await transaction;
      await Promise.all(waiting);
      expect((await browser.get('/api/dashboard')).status).toBe(200);
      expect((await t.client().get('/api/ready')).status).toBe(200);
    });
  });

  describe('100 signed-in clients at once', () => {
    let t: TestApp;
    beforeAll(async () => {
      // The server's own queue limit (PGLITE_QUEUE_LIMIT's default).
      t = await createTestApp({ worker: false });
    });
    afterAll(() => t?.close());

    it('answers each GET /api/dashboard 200, or 503 with Retry-After: never an error, never a hang', async () => {
      const users: FactoryUser[] = [];
      for (let index = 0; index < 25; index++) users.push(await createUser(t, { welcome: true }));
      const responses = await Promise.all(
        Array.from({ length: 100 }, (_, index) => users[index % users.length]!.browser.get('/api/dashboard')),
      );
      const refused = responses.filter((response) => response.status !== 200);
      for (const response of refused) {
        expect(response.status).toBe(503);
        expect(response.headers.get('retry-after')).toBe('1');
      }
      expect(refused.length).toBeLessThan(100);
    });
  });
});
