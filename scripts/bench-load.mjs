// Part of `npm run bench`: GET /api/dashboard under 100 concurrent signed-in clients, on the
// embedded database (PGlite) and on PostgreSQL, beside a floor: a bare Hono handler making one
// indexed PostgreSQL query, started here. Requests/s, p50/p99, refusals (503), timeouts and the
// server's memory. Figures only, no pass/fail (targets of issue 11: on PostgreSQL at least half
// the floor's requests/s and p99 under 25 ms; on PGlite no timeout).
//
// PostgreSQL: BENCH_DATABASE_URL, else postgres://root@127.0.0.1:5432/postgres if it answers; a
// throwaway database is created on it and dropped at the end. Loopback only, bounded in time.
//
// `node scripts/bench-load.mjs floor <port> <database url> <user id>` runs the floor server.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { answerAll, freePort, percentile, signUp, stop, waitUntilUp } from './bench-support.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
// The server's own copies of Hono and pg: the floor runs the same code the server does.
const fromServer = createRequire(path.join(root, 'apps/server/package.json'));

const CONNECTIONS = 100;
const USERS = 10;
const WARM_UP_MS = 2000;
const DURATION_MS = 10_000;
// PostgreSQL: the dashboard and the floor in turns, 3 rounds of 5 s each.
const ROUNDS = 3;
const ROUND_MS = 5000;
/** A request unanswered after this counts as a timeout (and its connection is dropped). */
const TIMEOUT_MS = 10_000;
const DEFAULT_POSTGRES = 'postgres://root@127.0.0.1:5432/postgres';

/** Resident memory of a process now and at its peak (Linux /proc), in MB. */
function memoryOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const mb = (field) => Number(status.match(new RegExp(`${field}:\\s+(\\d+) kB`))?.[1] ?? NaN) / 1024;
    return { rss: mb('VmRSS'), peak: mb('VmHWM') };
  } catch {
    return { rss: NaN, peak: NaN };
  }
}

async function startApp(env) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  // BENCH_CPU_PROFILE=<dir>: each app server writes a V8 CPU profile there (open it in Chrome's DevTools).
  const profile = process.env.BENCH_CPU_PROFILE
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE}`]
    : [];
  const child = spawn(process.execPath, [...profile, path.join(root, 'apps/server/dist/index.js')], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', APP_URL: origin, LOG_LEVEL: 'error', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitUntilUp(`${origin}/api/health`, child);
  return { child, origin };
}

/** USERS accounts with a complete onboarding (so the dashboard has points, activity and notifications). */
async function signedInClients(origin) {
  const cookies = [];
  for (let index = 0; index < USERS; index++) {
    const email = `bench.load.${index}.${randomBytes(3).toString('hex')}@example.fr`;
    const cookie = await signUp(origin, email);
    await answerAll(origin, cookie);
    cookies.push(cookie);
  }
  return cookies;
}

/**
 * CONNECTIONS clients, each sending its next request when the previous one is answered, for
 * `durationMs` (bounded: at most 200 000 requests). Keep-alive connections, as browsers keep them.
 */
async function load(url, cookies, durationMs) {
  const { hostname, port, pathname, search } = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const latencies = [];
  const statuses = new Map();
  let timeouts = 0;
  let errors = 0;
  let sent = 0;
  const started = performance.now();
  const end = started + durationMs;
  const one = (cookie) =>
    new Promise((resolve) => {
      const begun = performance.now();
      const request = http.get(
        { agent, hostname, port, path: pathname + search, headers: cookie ? { cookie } : {} },
        (response) => {
          response.resume();
          response.on('end', () => {
            latencies.push(performance.now() - begun);
            statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
            resolve();
          });
        },
      );
      request.setTimeout(TIMEOUT_MS, () => {
        timeouts++;
        request.destroy(new Error('timeout'));
      });
      request.on('error', (error) => {
        if (error.message !== 'timeout') errors++;
        resolve();
      });
    });
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async (_, index) => {
      while (performance.now() < end && sent < 200_000) {
        sent++;
        await one(cookies[index % cookies.length]);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    ok: statuses.get(200) ?? 0,
    perSecond: (statuses.get(200) ?? 0) / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    refused: statuses.get(503) ?? 0,
    other: [...statuses].filter(([status]) => status !== 200 && status !== 503).reduce((sum, [, n]) => sum + n, 0),
    timeouts,
    errors,
  };
}

async function measure(url, cookies, durationMs = DURATION_MS) {
  await load(url, cookies, WARM_UP_MS);
  return load(url, cookies, durationMs);
}

function report(label, result, memory) {
  const parts = [
    `${result.perSecond.toFixed(0).padStart(6)} req/s`,
    `p50 ${result.p50.toFixed(1)} ms`,
    `p99 ${result.p99.toFixed(1)} ms`,
    `${result.ok} × 200`,
    `${result.refused} × 503`,
    `${result.other} other`,
    `${result.timeouts} timeouts`,
    `${result.errors} errors`,
  ];
  if (memory) parts.push(`server RSS ${memory.rss.toFixed(0)} MB (peak ${memory.peak.toFixed(0)} MB)`);
  console.log(`  ${label.padEnd(34)} ${parts.join(', ')}`);
}

async function benchApp(label, env) {
  const { child, origin } = await startApp(env);
  try {
    const cookies = await signedInClients(origin);
    const result = await measure(`${origin}/api/dashboard`, cookies);
    report(label, result, memoryOf(child.pid));
    return result;
  } finally {
    await stop(child);
  }
}

async function postgresAdmin(url) {
  const pg = fromServer('pg');
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  await client.connect();
  return client;
}

/**
 * The app and the floor on one PostgreSQL database, measured in turns (ROUNDS each) so that both
 * see the same machine: a shared 2-core machine's speed drifts by a third from one minute to the
 * next. The round with the median ratio is printed.
 */
async function benchPostgres(serverUrl) {
  let admin;
  try {
    admin = await postgresAdmin(serverUrl);
  } catch (error) {
    console.log(
      `  PostgreSQL: not measured (${serverUrl.replace(/\/\/[^@]*@/, '//')} does not answer: ${error.message})`,
    );
    return;
  }
  const name = `va_bench_${randomBytes(4).toString('hex')}`;
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'va-bench-load-pg-'));
  let app;
  let floor;
  try {
    app = await startApp({ DATABASE_URL: url.toString(), DATA_DIR: dataDir });
    const cookies = await signedInClients(app.origin);
    floor = await startFloor(url.toString());
    const rounds = [];
    for (let round = 0; round < ROUNDS; round++) {
      const server = await measure(`${app.origin}/api/dashboard`, cookies, ROUND_MS);
      const bare = await measure(`${floor.origin}/floor`, [undefined], ROUND_MS);
      rounds.push({ server, bare, ratio: server.perSecond / bare.perSecond });
    }
    const ratios = rounds.map((round) => round.ratio).sort((a, b) => a - b);
    const median = rounds.find((round) => round.ratio === ratios[Math.floor(ratios.length / 2)]);
    report('PostgreSQL /api/dashboard', median.server, memoryOf(app.child.pid));
    report('floor: Hono + pg, one indexed query', median.bare, memoryOf(floor.child.pid));
    console.log(
      `  ratio dashboard / floor: ${median.ratio.toFixed(2)} (rounds: ${ratios.map((ratio) => ratio.toFixed(2)).join(', ')}; target ≥ 0.5; p99 target < 25 ms)`,
    );
  } finally {
    if (app) await stop(app.child);
    if (floor) await stop(floor.child);
    rmSync(dataDir, { recursive: true, force: true });
    await admin.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
    await admin.end();
  }
}

/** The floor: the same framework and driver, one indexed query per request, nothing else. */
async function startFloor(url) {
  const admin = await postgresAdmin(url);
  const { rows } = await admin.query('select id from users limit 1');
  await admin.end();
  const port = await freePort();
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), 'floor', String(port), url, rows[0].id], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitUntilUp(`${origin}/health`, child);
  return { child, origin };
}

async function runFloorServer(port, url, userId) {
  const { Hono } = fromServer('hono');
  const { serve } = fromServer('@hono/node-server');
  const pg = fromServer('pg');
  // As many connections as the server's pool (apps/server/src/db/postgres.ts).
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const app = new Hono()
    .get('/health', (c) => c.json({ ok: true }))
    .get('/floor', async (c) => {
      const { rows } = await pool.query('select id, email, name from users where id = $1', [userId]);
      return c.json(rows[0]);
    });
  const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' });
  process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
}

export async function benchLoad() {
  console.log(
    `\nGET /api/dashboard, ${CONNECTIONS} concurrent clients (${USERS} users): PGlite ${DURATION_MS / 1000} s; PostgreSQL and the floor in ${ROUNDS} alternating rounds of ${ROUND_MS / 1000} s`,
  );
  const dataDir = mkdtempSync(path.join(tmpdir(), 'va-bench-load-'));
  try {
    await benchApp('PGlite /api/dashboard', { DATA_DIR: dataDir, DATABASE_URL: '' });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  await benchPostgres(process.env.BENCH_DATABASE_URL || DEFAULT_POSTGRES);
}

if (process.argv[2] === 'floor') await runFloorServer(Number(process.argv[3]), process.argv[4], process.argv[5]);
else if (process.argv[1] === fileURLToPath(import.meta.url)) await benchLoad();
