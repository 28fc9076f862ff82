import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatEvent } from '@va/core/chat/contract';
import { createTestApp, type TestApp } from '../../../test/harness/app.ts';
import { createUser } from '../../../test/harness/factories.ts';
import { readEventStream } from '../../../test/harness/sse.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const MESSAGE = 'Mon manager me harcèle depuis des semaines, je n’en peux plus';

describe('a chat reply that fails on the server', () => {
  it('ends the stream with a `failed` event and a code, and never logs the message', async () => {
    const { browser } = await createUser(t);
    // The message cannot be saved: the insert fails with the message among its parameters.
    await t.db.execute(sql`alter table chat_messages add constraint test_no_insert check (false) not valid`);
    try {
      const response = await t.app.request('/api/chat', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie: `va.session_token=${browser.cookie('va.session_token')}`,
          origin: t.config.appUrl,
        },
        body: JSON.stringify({ message: MESSAGE, language: 'fr' }),
      });
      expect(response.status).toBe(200);
      const stream = readEventStream(response);
      await stream.ended;
      const events = stream.events.map((event) => ({ event: event.event, data: JSON.parse(event.data) as ChatEvent }));
      expect(events).toEqual([{ event: 'failed', data: { type: 'failed', code: 'GENERIC' } }]);
    } finally {
      await t.db.execute(sql`alter table chat_messages drop constraint test_no_insert`);
    }
    // Logged, by its SQL and the database's codes, never with what the person wrote.
    expect(t.logs.lines.some((line) => line.includes('chat reply failed') && line.includes('23514'))).toBe(true);
    expect(t.logs.leaks([MESSAGE, 'harcèle'])).toEqual([]);
  });
});
