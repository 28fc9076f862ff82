// `npm run bench`: prints figures (no pass/fail). Needs a build (`npm run build`).
// - the JavaScript each route loads, gzipped, against its budget (scripts/bundle-weight.mjs, ADR 0033)
// - server start on an empty DATA_DIR (migrations) and restart on the same one
// - latency of GET /api/profile for a signed-in user (median, p99)
// - another user's GET /api/dashboard p99 alone and during 20 concurrent PDF requests (scripts/bench-pdf.mjs)
// - the offline chat's answerer: index build, answer latency, hit rate (scripts/bench-chat.mjs)
// - GET /api/dashboard under 100 clients on PGlite and PostgreSQL beside a floor (scripts/bench-load.mjs)
// - Lighthouse (mobile) on / and /dashboard, median of 3 runs (scripts/bench-lighthouse.mjs)
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchPdf } from './bench-pdf.mjs';
import { freePort, percentile } from './bench-support.mjs';
import { printBundleWeight } from './bundle-weight.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

async function startServer(dataDir, port) {
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/index.js')], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  });
  for (;;) {
    try {
      if ((await fetch(`http://localhost:${port}/api/health`)).ok) break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return { child, ms: performance.now() - started };
}

const stop = (child) => new Promise((resolve) => child.once('exit', resolve).kill('SIGTERM'));

printBundleWeight();
const dataDir = mkdtempSync(path.join(tmpdir(), 'va-bench-'));
const port = await freePort();
const origin = `http://localhost:${port}`;
const first = await startServer(dataDir, port);
console.log(`\nServer start, empty DATA_DIR (migrations): ${first.ms.toFixed(0)} ms`);
const signUp = await fetch(`${origin}/api/auth/sign-up/email`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', origin },
  body: JSON.stringify({ firstname: 'Bench', lastname: 'Mark', email: 'bench@example.fr', password: 'Motdepasse1!' }),
});
const cookie = signUp.headers.get('set-cookie')?.split(';')[0] ?? '';
await stop(first.child);
const second = await startServer(dataDir, port);
console.log(`Server restart on the same DATA_DIR: ${second.ms.toFixed(0)} ms`);
const timings = [];
for (let index = 0; index < 200; index++) {
  const started = performance.now();
  const response = await fetch(`${origin}/api/profile`, { headers: { cookie } });
  await response.arrayBuffer();
  timings.push(performance.now() - started);
}
console.log(
  `GET /api/profile (200 calls): median ${percentile(timings, 50).toFixed(1)} ms, p99 ${percentile(timings, 99).toFixed(1)} ms`,
);
await benchPdf(origin, cookie);
await stop(second.child);
rmSync(dataDir, { recursive: true, force: true });

// In its own process, so that the server figures above and these do not share a heap or a JIT.
const chat = spawnSync(process.execPath, [path.join(root, 'scripts/bench-chat.mjs')], { stdio: 'inherit' });
if (chat.status !== 0) console.log(`(the chat figures could not be measured: exit code ${chat.status})`);

// GET /api/dashboard under 100 clients on PGlite and PostgreSQL beside a bare floor (scripts/bench-load.mjs).
await (await import('./bench-load.mjs')).benchLoad();

// Last: Lighthouse drives Chromium, which would weigh on the figures above.
await (await import('./bench-lighthouse.mjs')).benchLighthouse();
