import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness/app.ts';
import { createUser } from '../../../test/harness/factories.ts';
import { openNotificationStream } from '../../../test/harness/sse.ts';
import { signalNotification } from '../../services/realtime/notification-bus.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('a notification stream that fails on the server', () => {
  it('ends with a `failed` event carrying a code, logged without the data', async () => {
    const { browser, userId } = await createUser(t);
    const stream = await openNotificationStream(t.app, t.config.appUrl, browser);
    expect(stream.status).toBe(200);
    // The signalled notification cannot be read: the table is gone for a moment.
    await t.db.execute(sql`alter table notifications rename to notifications_away`);
    try {
      await signalNotification(t.db, { userId, id: randomUUID() });
      await stream.ended;
    } finally {
      await t.db.execute(sql`alter table notifications_away rename to notifications`);
    }
    expect(stream.events.map((event) => ({ event: event.event, data: JSON.parse(event.data) as unknown }))).toEqual([
      { event: 'failed', data: { type: 'failed', code: 'GENERIC' } },
    ]);
    expect(t.logs.lines.some((line) => line.includes('notification stream failed'))).toBe(true);
  });

  it('answers 400 INVALID_INPUT to a cursor on a day the database cannot hold, before the stream starts', async () => {
    const { browser } = await createUser(t);
    for (const lastEventId of [`0000-01-01T00:00:00.000Z|${randomUUID()}`, `99999-01-01T00:00:00Z|${randomUUID()}`]) {
      const stream = await openNotificationStream(t.app, t.config.appUrl, browser, { lastEventId });
      expect({ lastEventId, status: stream.status }).toEqual({ lastEventId, status: 400 });
    }
  });
});
