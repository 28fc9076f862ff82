// Part of `npm run bench`: Lighthouse (mobile preset: simulated 4× CPU and slow 4G) on `/` signed out
// and `/dashboard` signed in with a completed onboarding, against the built app on a fresh DATA_DIR.
// Each page RUNS times, the run with the median performance score printed: on a shared 2-core
// machine one run varies by ±8 points (ADR 0033). Figures only, never a pass/fail.
//
// Lighthouse is fetched by npx at a pinned version (not a dependency of the project: about 70 MB for a
// figure read by hand); Chromium from CHROMIUM_PATH, else /usr/bin/chromium. Without either, it says
// so and measures nothing.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { answerAll, freePort, signUp, stop, waitUntilUp } from './bench-support.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const LIGHTHOUSE = 'lighthouse@12.8.2';
const RUNS = 3;
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// As the browser tests start it: no background traffic, which this machine's closed network refuses.
// The browser asks for French, as most of the app's visitors' do (a French-first app): the page is
// measured in the language it opens in, not switched from English once the account's is known.
const CHROME_FLAGS =
  '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --accept-lang=fr-FR,fr';
const METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
  SI: 'speed-index',
};

async function startApp() {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'va-bench-lighthouse-'));
  const origin = `http://localhost:${port}`;
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/index.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: origin,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitUntilUp(`${origin}/api/health`, child);
  const close = () => stop(child).then(() => rmSync(dataDir, { recursive: true, force: true }));
  return { origin, close };
}

/** One Lighthouse run; its report, or null with the reason printed. */
function lighthouse(url, cookie) {
  const output = path.join(mkdtempSync(path.join(tmpdir(), 'va-lh-')), 'report.json');
  const args = ['-y', LIGHTHOUSE, url, '--quiet', `--chrome-flags=${CHROME_FLAGS}`];
  args.push('--only-categories=performance,accessibility', '--output=json', `--output-path=${output}`);
  // The dashboard keeps its notification stream open, so the network never goes quiet: without a
  // bound, Lighthouse waits 45 s for it on every run. The metrics come from the trace, not this wait.
  args.push('--max-wait-for-load=15000');
  if (cookie) args.push(`--extra-headers=${JSON.stringify({ Cookie: cookie })}`);
  const run = spawnSync('npx', args, {
    env: { ...process.env, CHROME_PATH: chromium },
    encoding: 'utf8',
    timeout: 300_000,
  });
  try {
    const result = JSON.parse(readFileSync(output, 'utf8'));
    // A broken trace (NO_NAVSTART, now and then on a busy machine) scores 0: a failed run, not a figure.
    if (result.runtimeError) {
      console.log(`  (${url}: run failed, ${result.runtimeError.code})`);
      return null;
    }
    return result;
  } catch {
    console.log(
      `  (${url}: no report; npx exited with ${run.status}: ${(run.stderr ?? '').trim().split('\n').at(-1)})`,
    );
    return null;
  } finally {
    rmSync(path.dirname(output), { recursive: true, force: true });
  }
}

function report(label, runs) {
  const scored = [...runs].sort((a, b) => a.categories.performance.score - b.categories.performance.score);
  if (scored.length === 0) return;
  const median = scored[Math.floor(scored.length / 2)];
  const scores = scored.map((run) => Math.round(run.categories.performance.score * 100));
  const metrics = Object.entries(METRICS).map(([name, audit]) => `${name} ${median.audits[audit].displayValue}`);
  console.log(
    `  ${label.padEnd(12)} performance ${scores[Math.floor(scores.length / 2)]} (runs ${scores.join(', ')}; target ≥ 95), ` +
      `accessibility ${Math.round(median.categories.accessibility.score * 100)}; ${metrics.join(', ')}`,
  );
}

export async function benchLighthouse() {
  console.log(`\nLighthouse (mobile, ${LIGHTHOUSE}), median of ${RUNS} runs`);
  if (!existsSync(chromium)) {
    console.log(`  not measured: no Chromium at ${chromium} (CHROMIUM_PATH)`);
    return;
  }
  const app = await startApp();
  try {
    const cookie = await signUp(app.origin, `bench.lighthouse.${Date.now()}@example.fr`);
    await answerAll(app.origin, cookie);
    for (const [label, page, withCookie] of [
      ['/', '/', false],
      ['/dashboard', '/dashboard', true],
    ]) {
      // RUNS scored runs; a failed one is run again (2 × RUNS runs at most).
      const runs = [];
      for (let attempt = 0; runs.length < RUNS && attempt < 2 * RUNS; attempt++) {
        const result = lighthouse(`${app.origin}${page}`, withCookie ? cookie : undefined);
        if (result) runs.push(result);
      }
      report(label, runs);
    }
  } finally {
    await app.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await benchLighthouse();
