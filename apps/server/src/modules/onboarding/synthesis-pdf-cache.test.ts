import { eq } from 'drizzle-orm';
import { threadId as mainThreadId } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness/app.ts';
import { createOnboarding, createUser, type FactoryUser } from '../../../test/harness/factories.ts';
import { answer } from '../../../test/harness/onboarding.ts';
import { extractPdf } from '../../../test/harness/pdf.ts';
import { profiles } from '../../db/schema/index.ts';
import { createSynthesisPdfs } from './synthesis.ts';

const renders: Array<{ userId: string; threadId: number }> = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ synthesisPdfs: createSynthesisPdfs({ onRendered: (render) => renders.push(render) }) });
});
afterAll(async () => {
  await t?.close();
});

async function userWithSynthesis(firstname: string): Promise<FactoryUser> {
  const user = await createUser(t, { firstname });
  await createOnboarding(t, user.userId);
  return user;
}

async function download(user: FactoryUser, query = '') {
  const response = await t.app.request(`/api/onboarding/summary.pdf${query}`, {
    headers: { cookie: `va.session_token=${user.browser.cookie('va.session_token')}` },
  });
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

const rendersOf = (user: FactoryUser) => renders.filter((render) => render.userId === user.userId);
const textOf = async (pdf: Buffer) => (await extractPdf(pdf)).pages.map((page) => page.text).join(' ');

describe('the synthesis PDF, rendered in a worker thread and cached', () => {
  it('is rendered outside the main thread, then served from the cache', async () => {
    const user = await userWithSynthesis('Camille');
    const first = await download(user);
    expect(rendersOf(user)).toHaveLength(1);
    expect(rendersOf(user)[0]!.threadId).not.toBe(mainThreadId);
    expect(await textOf(first)).toContain('Synthèse IKIGAI de Camille');

    const second = await download(user);
    expect(rendersOf(user)).toHaveLength(1);
    expect(second.equals(first)).toBe(true);
    // The first render starts the worker, which tsx compiles from source: slow on a busy machine.
  }, 60_000);

  it('is rendered again when an answer, the first name or the language changes, and never shared', async () => {
    const user = await userWithSynthesis('Camille');
    const other = await userWithSynthesis('Antoine');
    await download(user);
    expect(rendersOf(user)).toHaveLength(1);

    expect((await answer(user.browser, '1-1', { choices: ['creativity', 'autonomy'] })).status).toBe(200);
    const afterAnswer = await textOf(await download(user));
    expect(rendersOf(user)).toHaveLength(2);
    expect(afterAnswer).toContain('Créativité');

    await t.db.update(profiles).set({ firstname: 'Élise' }).where(eq(profiles.id, user.userId));
    expect(await textOf(await download(user))).toContain('Synthèse IKIGAI d’Élise');
    expect(rendersOf(user)).toHaveLength(3);

    expect(await textOf(await download(user, '?lang=en'))).toContain('IKIGAI summary for Élise');
    expect(rendersOf(user)).toHaveLength(4);
    // Both languages stay cached.
    await download(user);
    await download(user, '?lang=en');
    expect(rendersOf(user)).toHaveLength(4);

    // Another user's request renders their own document.
    expect(await textOf(await download(other))).toContain('Synthèse IKIGAI d’Antoine');
    expect(rendersOf(other)).toHaveLength(1);
  });

  it('renders once for concurrent requests of the same document', async () => {
    const user = await userWithSynthesis('Camille');
    const cookie = `va.session_token=${user.browser.cookie('va.session_token')}`;
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => t.app.request('/api/onboarding/summary.pdf', { headers: { cookie } })),
    );
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
    expect(rendersOf(user)).toHaveLength(1);
  });
});
