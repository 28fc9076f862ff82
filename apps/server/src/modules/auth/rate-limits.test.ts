import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, verifications } from '../../db/schema/index.ts';
import { createRateLimiter, type RateLimitRule } from '../../services/rate-limit.ts';
import { PASSWORD } from '../../../test/harness/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/harness/app.ts';
import { createTestDatabase } from '../../../test/harness/database.ts';
import type { TestResponse } from '../../../test/harness/client.ts';
import { createUser } from '../../../test/harness/factories.ts';
import { AUTH_RATE_LIMITS } from './rate-limits.ts';

// The real limits (factor 1) on a clock the tests move. Each test comes from addresses of its
// own. Counters a test does not mean to reach by hand are seeded through the limiter (each real
// sign-in costs a password hash, slow on a busy machine).
const clock = { time: Date.UTC(2026, 0, 5, 9) };
const now = () => clock.time;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { rateLimitFactor: 1 }, now });
});
afterAll(async () => {
  await t?.close();
});

const { signIn, resetRequest } = AUTH_RATE_LIMITS;
const WRONG = 'Mauvais1!';

/** Counts `times` hits on a counter as the middleware names it (scope:window:key). */
async function seed(scope: string, rule: RateLimitRule, key: string, times: number) {
  const limiter = createRateLimiter(t.db, now);
  for (let hit = 0; hit < times; hit++) await limiter.hit(`${scope}:${rule.windowMs}:${key}`, rule);
}

function expectRateLimited(response: TestResponse) {
  expect(response.status).toBe(429);
  expect(response.body).toEqual({ code: 'RATE_LIMITED', retryAfter: expect.any(Number) });
  const retryAfter = response.body.retryAfter as number;
  expect(retryAfter).toBeGreaterThan(0);
  expect(response.headers.get('retry-after')).toBe(String(retryAfter));
  expect(response.setCookies).toEqual([]);
  return retryAfter;
}

const owner = () => createUser(t, { password: PASSWORD });
const signInFrom = (ip: string, email: string, password: string, headers: Record<string, string> = {}) =>
  t.client({ ip }).post('/api/auth/sign-in/email', { email, password }, headers);

describe('sign-in limits', () => {
  // Ten password hashes: slow on a busy machine.
  it(
    'lets the owner in after eight wrong passwords from another client, which is then refused',
    { timeout: 90_000 },
    async () => {
      const { email } = await owner();
      for (let attempt = 1; attempt <= 8; attempt++) {
        const response = await signInFrom('203.0.113.1', email, WRONG);
        expect({ attempt, status: response.status }).toEqual({ attempt, status: 401 });
      }
      const stranger = await signInFrom('203.0.113.1', email.toUpperCase(), PASSWORD);
      expect(expectRateLimited(stranger)).toBeLessThanOrEqual(15 * 60);

      expect((await signInFrom('198.51.100.1', email, PASSWORD)).status).toBe(200);
    },
  );

  it('counts failures, not attempts, and forgets them when the window ends', async () => {
    const { email } = await owner();
    await seed('signIn', signIn.perEmailAndClient, `email:${email}:client:203.0.113.2`, 7);
    expect((await signInFrom('203.0.113.2', email, PASSWORD)).status).toBe(200);
    expect((await signInFrom('203.0.113.2', email, PASSWORD)).status).toBe(200);
    expect((await signInFrom('203.0.113.2', email, WRONG)).status).toBe(401);
    expectRateLimited(await signInFrom('203.0.113.2', email, PASSWORD));

    clock.time += signIn.perEmailAndClient.windowMs;
    expect((await signInFrom('203.0.113.2', email, PASSWORD)).status).toBe(200);
  });

  it('refuses a client after 20 failures, whatever the e-mail; other clients are not affected', async () => {
    const { email } = await owner();
    await seed('signIn', signIn.perClient, 'client:203.0.113.10', 19);
    expect((await signInFrom('203.0.113.10', 'inconnu@example.fr', WRONG)).status).toBe(401);
    expectRateLimited(await signInFrom('203.0.113.10', email, PASSWORD));
    expect((await signInFrom('203.0.113.11', email, PASSWORD)).status).toBe(200);
  });

  it('has a slow path for the e-mail alone that one client cannot reach by itself', async () => {
    const clientPerHour = signIn.perClient.limit * (signIn.perEmail.windowMs / signIn.perClient.windowMs);
    expect(clientPerHour).toBeLessThan(signIn.perEmail.limit);

    const { email } = await owner();
    await seed('signIn', signIn.perEmail, `email:${email}`, signIn.perEmail.limit);
    expectRateLimited(await signInFrom('203.0.113.12', email, PASSWORD));
  });

  it('keys an IPv6 client by its /64', async () => {
    const { email } = await owner();
    await seed('signIn', signIn.perClient, 'client:2001:db8:1:2::/64', 20);
    expectRateLimited(await signInFrom('2001:db8:1:2:abcd::1', email, PASSWORD));
    expectRateLimited(await signInFrom('2001:0db8:0001:0002:ffff:ffff:ffff:ffff', email, PASSWORD));
    expect((await signInFrom('2001:db8:1:3::1', email, PASSWORD)).status).toBe(200);
  });

  it('is counted by every server on the database', async () => {
    const other = await createTestApp({ database: t.database, smtp: t.smtp, config: { rateLimitFactor: 1 }, now });
    try {
      const { email } = await owner();
      await seed('signIn', signIn.perEmailAndClient, `email:${email}:client:203.0.113.13`, 7);
      expect((await signInFrom('203.0.113.13', email, WRONG)).status).toBe(401);
      expectRateLimited(
        await other.client({ ip: '203.0.113.13' }).post('/api/auth/sign-in/email', { email, password: PASSWORD }),
      );
    } finally {
      await other.close();
    }
  });
});

describe('across a restart', () => {
  // Two openings of a database on disk (migrations each time): slow on a busy machine.
  it('still refuses a client its failures counted before the restart', { timeout: 120_000 }, async () => {
    const database = await createTestDatabase({ onDisk: true });
    try {
      const before = await createTestApp({ database, smtp: t.smtp, config: { rateLimitFactor: 1 }, now });
      const rule = signIn.perClient;
      try {
        const limiter = createRateLimiter(before.db, now);
        for (let hit = 0; hit < rule.limit - 1; hit++) {
          await limiter.hit(`signIn:${rule.windowMs}:client:203.0.113.40`, rule);
        }
        const last = await before
          .client({ ip: '203.0.113.40' })
          .post('/api/auth/sign-in/email', { email: 'inconnu@example.fr', password: WRONG });
        expect(last.status).toBe(401);
      } finally {
        await before.close();
      }
      const after = await createTestApp({ database, smtp: t.smtp, config: { rateLimitFactor: 1 }, now });
      try {
        expectRateLimited(
          await after
            .client({ ip: '203.0.113.40' })
            .post('/api/auth/sign-in/email', { email: 'inconnu@example.fr', password: WRONG }),
        );
      } finally {
        await after.close();
      }
    } finally {
      await database.destroy();
    }
  });
});

describe('behind a proxy (TRUST_PROXY)', () => {
  it('takes the hop its proxy saw: a forged X-Forwarded-For changes neither the limit nor the session address', async () => {
    const proxied = await createTestApp({
      database: t.database,
      smtp: t.smtp,
      config: { rateLimitFactor: 1, trustProxy: 1 },
      now,
    });
    try {
      const { email, userId } = await owner();
      const through = (forged: string, password: string) =>
        proxied
          .client({ ip: '10.0.0.1' })
          .post('/api/auth/sign-in/email', { email, password }, { 'x-forwarded-for': `${forged}, 203.0.113.20` });

      expect((await through('198.51.100.7', PASSWORD)).status).toBe(200);
      const addresses = await t.db.select({ ip: sessions.ipAddress }).from(sessions).where(eq(sessions.userId, userId));
      // The factory's session has none; the one of this sign-in has the client's.
      expect(addresses.map((row) => row.ip).filter(Boolean)).toEqual(['203.0.113.20']);

      await seed('signIn', signIn.perEmailAndClient, `email:${email}:client:203.0.113.20`, 8);
      expectRateLimited(await through('198.51.100.8', PASSWORD));
      expectRateLimited(await through('198.51.100.9, 198.51.100.10', PASSWORD));
    } finally {
      await proxied.close();
    }
  });
});

describe('reset request limits', () => {
  it('refuses a client its 4th request for one e-mail within an hour, and still serves the owner', async () => {
    const { email } = await owner();
    const tokensBefore = await t.countRows(verifications);
    for (let attempt = 1; attempt <= resetRequest.perEmailAndClient.limit; attempt++) {
      const response = await t.client({ ip: '203.0.113.30' }).post('/api/auth/request-password-reset', { email });
      expect({ attempt, status: response.status }).toEqual({ attempt, status: 200 });
    }
    expectRateLimited(await t.client({ ip: '203.0.113.30' }).post('/api/auth/request-password-reset', { email }));
    expect(await t.countRows(verifications)).toBe(tokensBefore + 3);

    expect((await t.client({ ip: '198.51.100.30' }).post('/api/auth/request-password-reset', { email })).status).toBe(
      200,
    );
    expect(await t.countRows(verifications)).toBe(tokensBefore + 4);
  });

  it('sends an inbox at most ten a hour, from anywhere', async () => {
    const { email } = await owner();
    await seed('resetRequest', resetRequest.perEmail, `email:${email}`, resetRequest.perEmail.limit);
    expectRateLimited(await t.client({ ip: '203.0.113.31' }).post('/api/auth/request-password-reset', { email }));
  });
});
