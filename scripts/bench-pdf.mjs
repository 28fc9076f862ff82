// Part of `npm run bench`: another user's GET /api/dashboard while 20 synthesis PDFs are asked at
// once (ADR 0025: rendered in worker threads, cached per user). Figures only, no pass/fail.
import { answerAll, percentile, signUp } from './bench-support.mjs';

/** Sequential dashboard calls until `until` settles (at least `minimum` of them). */
async function dashboardTimings(origin, cookie, until, minimum = 100) {
  let done = false;
  until.then(
    () => (done = true),
    () => (done = true),
  );
  const timings = [];
  while (!done || timings.length < minimum) {
    const started = performance.now();
    const response = await fetch(`${origin}/api/dashboard`, { headers: { cookie } });
    await response.arrayBuffer();
    timings.push(performance.now() - started);
  }
  return timings;
}

/** 20 PDF requests at once: 10 users, each in French and in English (20 different documents). */
async function pdfBurst(origin, cookies) {
  const started = performance.now();
  const statuses = await Promise.all(
    cookies.flatMap((cookie) =>
      ['fr', 'en'].map(async (lang) => {
        const response = await fetch(`${origin}/api/onboarding/summary.pdf?lang=${lang}`, { headers: { cookie } });
        await response.arrayBuffer();
        return response.status;
      }),
    ),
  );
  return { ms: performance.now() - started, statuses };
}

const line = (label, timings) =>
  console.log(
    `  ${label.padEnd(44)} ${String(timings.length).padStart(4)} calls, median ${percentile(timings, 50).toFixed(1)} ms, p99 ${percentile(timings, 99).toFixed(1)} ms`,
  );

/** Runs against a started server (`origin`); `cookie` is a signed-in user with no PDF of their own. */
export async function benchPdf(origin, cookie) {
  console.log('\nGET /api/dashboard of another user, synthesis PDFs in worker threads (scripts/bench-pdf.mjs)');
  const readers = [];
  for (let index = 0; index < 10; index++) {
    const reader = await signUp(origin, `bench.pdf.${index}@example.fr`);
    await answerAll(origin, reader);
    readers.push(reader);
  }
  line('alone', await dashboardTimings(origin, cookie, Promise.resolve(), 200));
  const cold = pdfBurst(origin, readers);
  line('with 20 concurrent PDF requests (rendered)', await dashboardTimings(origin, cookie, cold));
  const coldResult = await cold;
  const warm = pdfBurst(origin, readers);
  line('with 20 concurrent PDF requests (cached)', await dashboardTimings(origin, cookie, warm));
  const warmResult = await warm;
  const ok = (result) => result.statuses.filter((status) => status === 200).length;
  console.log(
    `  the 20 PDFs: rendered in ${coldResult.ms.toFixed(0)} ms (${ok(coldResult)} × 200), from the cache in ${warmResult.ms.toFixed(0)} ms (${ok(warmResult)} × 200)`,
  );
}
