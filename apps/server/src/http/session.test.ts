import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness/app.ts';
import { createUser } from '../../test/harness/factories.ts';
import { SESSION_COOKIE } from '../../test/harness/client.ts';
import { captureQueries, countQueries } from '../../test/harness/queries.ts';
import { sessions } from '../db/schema/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const DAY_MS = 24 * 3600_000;

async function expiresAt(sessionId: string) {
  const [row] = await t.db.select({ expiresAt: sessions.expiresAt }).from(sessions).where(eq(sessions.id, sessionId));
  return row?.expiresAt;
}

describe('the session check', () => {
  it('costs one query: the session and its user together, by the token', async () => {
    const { browser } = await createUser(t);
    const { result, queries } = await captureQueries(() => browser.get('/api/notifications'));
    expect(result.status).toBe(200);
    const check = queries.filter((query) => /from "sessions"/.test(query.sql));
    expect(check).toHaveLength(1);
    expect(check[0]!.sql).toMatch(/inner join "users"/);
    expect(check[0]!.sql).toMatch(/where "sessions"."token" = \$1/);
  });

  it('refuses a session deleted a moment ago (nothing is cached)', async () => {
    const { browser, sessionId } = await createUser(t);
    expect((await browser.get('/api/profile')).status).toBe(200);
    await t.db.delete(sessions).where(eq(sessions.id, sessionId));
    const response = await browser.get('/api/profile');
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ code: 'UNAUTHORIZED' });
  });

  it('refuses a cookie whose signature does not match without asking the database', async () => {
    const { browser } = await createUser(t);
    const [token] = decodeURIComponent(browser.cookie(SESSION_COOKIE)!).split('.');
    browser.setCookie(SESSION_COOKIE, encodeURIComponent(`${token}.${'A'.repeat(43)}=`));
    let status = 0;
    expect(
      await countQueries(async () => {
        status = (await browser.get('/api/profile')).status;
      }),
    ).toBe(0);
    expect(status).toBe(401);
  });

  it('refuses an expired session and deletes it', async () => {
    const { browser, sessionId } = await createUser(t);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, sessionId));
    expect((await browser.get('/api/profile')).status).toBe(401);
    expect(await expiresAt(sessionId)).toBeUndefined();
  });

  it('extends a session once a day of it has passed, as better-auth does', async () => {
    const { browser, sessionId } = await createUser(t);
    // 30 days long, 1 day between extensions: a session ending in 10 days is due.
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 10 * DAY_MS) })
      .where(eq(sessions.id, sessionId));
    expect((await browser.get('/api/profile')).status).toBe(200);
    expect((await expiresAt(sessionId))!.getTime()).toBeGreaterThan(Date.now() + 29 * DAY_MS);
    // Extended: the next checks are one query again.
    const { queries } = await captureQueries(() => browser.get('/api/profile'));
    expect(queries.filter((query) => /from "sessions"/.test(query.sql))).toHaveLength(1);
  });
});
