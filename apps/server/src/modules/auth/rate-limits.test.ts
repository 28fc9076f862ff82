import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifications } from '../../db/schema/index.ts';
import { newAccount, PASSWORD } from '../../../test/harness/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/harness/app.ts';
import type { TestResponse } from '../../../test/harness/client.ts';

// The real limits (factor 1). Each test comes from an address of its own, since the limiter
// counts per IP as well as per e-mail.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { rateLimitFactor: 1 } });
});
afterAll(async () => {
  await t?.close();
});

function expectRateLimited(response: TestResponse) {
  expect(response.status).toBe(429);
  expect(response.body).toEqual({ code: 'RATE_LIMITED', retryAfter: expect.any(Number) });
  const retryAfter = response.body.retryAfter as number;
  expect(retryAfter).toBeGreaterThan(0);
  expect(response.headers.get('retry-after')).toBe(String(retryAfter));
  return retryAfter;
}

describe('rate limits of /api/auth', () => {
  it('refuses the 9th sign-in for one e-mail within 15 minutes, even with the right password', async () => {
    const browser = t.client({ ip: '203.0.113.1' });
    const account = newAccount();
    expect((await browser.post('/api/auth/sign-up/email', account)).status).toBe(200);
    browser.clearCookies();

    for (let attempt = 1; attempt <= 8; attempt++) {
      const response = await browser.post('/api/auth/sign-in/email', { email: account.email, password: 'Mauvais1!' });
      expect({ attempt, status: response.status }).toEqual({ attempt, status: 401 });
    }
    const ninth = await browser.post('/api/auth/sign-in/email', {
      email: account.email.toUpperCase(),
      password: PASSWORD,
    });
    const retryAfter = expectRateLimited(ninth);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(ninth.setCookies).toEqual([]);

    // Another address does not lift the per-e-mail limit.
    expectRateLimited(
      await t
        .client({ ip: '203.0.113.2' })
        .post('/api/auth/sign-in/email', { email: account.email, password: PASSWORD }),
    );
  });

  it('refuses the 31st sign-in from one address, whatever the e-mail', async () => {
    const browser = t.client({ ip: '203.0.113.10' });
    for (let attempt = 1; attempt <= 30; attempt++) {
      const response = await browser.post('/api/auth/sign-in/email', {
        email: `inconnu${attempt}@example.fr`,
        password: PASSWORD,
      });
      expect({ attempt, status: response.status }).toEqual({ attempt, status: 401 });
    }
    expectRateLimited(
      await browser.post('/api/auth/sign-in/email', { email: 'inconnu31@example.fr', password: PASSWORD }),
    );
    // Another address is not affected.
    const other = await t
      .client({ ip: '203.0.113.11' })
      .post('/api/auth/sign-in/email', { email: 'inconnu31@example.fr', password: PASSWORD });
    expect(other.status).toBe(401);
  });

  it('refuses the 4th reset request for one e-mail within an hour, and creates no token for it', async () => {
    const account = newAccount();
    expect((await t.client({ ip: '203.0.113.20' }).post('/api/auth/sign-up/email', account)).status).toBe(200);
    const browser = t.client({ ip: '203.0.113.21' });
    const tokensBefore = await t.countRows(verifications);
    for (let attempt = 1; attempt <= 3; attempt++) {
      const response = await browser.post('/api/auth/request-password-reset', { email: account.email });
      expect({ attempt, status: response.status }).toEqual({ attempt, status: 200 });
    }
    expect(await t.countRows(verifications)).toBe(tokensBefore + 3);
    expectRateLimited(await browser.post('/api/auth/request-password-reset', { email: account.email }));
    expect(await t.countRows(verifications)).toBe(tokensBefore + 3);
  });
});
