import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_RATE_LIMITS } from '../src/modules/chat/routes.ts';
import { ONBOARDING_RATE_LIMITS } from '../src/modules/onboarding/routes.ts';
import { PHOTO_UPLOAD_RATE_LIMIT } from '../src/modules/photo/routes.ts';
import { createRateLimiter, type RateLimitRule } from '../src/services/rate-limit.ts';
import { createTestApp, type TestApp } from './harness/app.ts';
import type { TestClient, TestResponse } from './harness/client.ts';
import { createOnboarding, createUser } from './harness/factories.ts';
import { answer } from './harness/onboarding.ts';
import { pngImage, uploadPhoto } from './harness/photos.ts';

// The real limits (factor 1) of the costly per-user features, on a clock the tests move. Each
// counter is seeded up to one below its limit (through the limiter, as the middleware names it),
// then the real request goes through once and is refused the next time.
const clock = { time: Date.UTC(2026, 0, 5, 9) };
const now = () => clock.time;
let t: TestApp;
let png: Buffer;
beforeAll(async () => {
  t = await createTestApp({ config: { rateLimitFactor: 1 }, now });
  png = await pngImage(64, 64);
});
afterAll(async () => {
  await t?.close();
});

async function seed(scope: string, rule: RateLimitRule, userId: string, times: number) {
  const limiter = createRateLimiter(t.db, now);
  for (let hit = 0; hit < times; hit++) await limiter.hit(`${scope}:${rule.windowMs}:user:${userId}`, rule);
}

interface Feature {
  scope: string;
  rules: RateLimitRule[];
  /** What the feature needs of a new user (the PDF: a completed onboarding). */
  prepare?(userId: string): Promise<unknown>;
  send(user: { browser: TestClient }): Promise<TestResponse>;
  ok: number;
}

const FEATURES: Record<string, Feature> = {
  'the synthesis PDF': {
    scope: 'pdf',
    rules: [ONBOARDING_RATE_LIMITS.pdfPerMinute, ONBOARDING_RATE_LIMITS.pdfPerHour],
    prepare: (userId) => createOnboarding(t, userId),
    send: ({ browser }) => browser.get('/api/onboarding/summary.pdf'),
    ok: 200,
  },
  'an onboarding answer': {
    scope: 'answerSave',
    rules: [ONBOARDING_RATE_LIMITS.answerSaves],
    send: ({ browser }) => answer(browser, '1-1'),
    ok: 200,
  },
  'a chat message': {
    scope: 'chat',
    rules: [CHAT_RATE_LIMITS.perMinute, CHAT_RATE_LIMITS.perDay],
    send: ({ browser }) => browser.post('/api/chat', { message: 'Merci !' }),
    ok: 200,
  },
  'a photo upload': {
    scope: 'photoUpload',
    rules: [PHOTO_UPLOAD_RATE_LIMIT],
    send: ({ browser }) => uploadPhoto(t.app, t.config.appUrl, browser, { bytes: png }),
    ok: 200,
  },
};

describe.each(Object.entries(FEATURES))('the per-user limits of %s', (_name, feature) => {
  it.each(feature.rules.map((rule) => [`${rule.limit} per ${rule.windowMs / 60_000} min`, rule] as const))(
    'refuses past %s, with Retry-After, and not another user',
    async (_limit, rule) => {
      const newUser = async () => {
        const user = await createUser(t);
        await feature.prepare?.(user.userId);
        return user;
      };
      const user = await newUser();
      await seed(feature.scope, rule, user.userId, rule.limit - 1);
      expect((await feature.send(user)).status).toBe(feature.ok);

      const refused = await feature.send(user);
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ code: 'RATE_LIMITED', retryAfter: expect.any(Number) });
      expect(Number(refused.headers.get('retry-after'))).toBe(refused.body.retryAfter);
      expect(refused.body.retryAfter).toBeLessThanOrEqual(rule.windowMs / 1000);

      expect((await feature.send(await newUser())).status).toBe(feature.ok);

      clock.time += rule.windowMs;
      expect((await feature.send(user)).status).toBe(feature.ok);
    },
  );
});
