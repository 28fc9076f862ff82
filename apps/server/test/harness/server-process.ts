import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, afterEach } from 'vitest';
import { paths } from '../../src/paths.ts';
import { sleep } from './wait.ts';

const entry = path.join(paths.root, 'apps/server/src/index.ts');
// tsx's loader in the server's own process (not the tsx CLI, which runs the server in a child
// of its own): a SIGKILL must hit the process that holds the lock and the database.
const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  url: string;
  /** The Origin the server trusts (APP_URL defaults to http://localhost:<port>). */
  origin: string;
  stdout(): string;
  stderr(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** A port nobody listens on now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/**
 * `node src/index.ts` as a person would run it, on PGlite in dataDir; `extraEnv` is applied last
 * (DATABASE_URL there puts it on PostgreSQL). `entry` runs another entry file instead (the
 * multi-server test's, which adds a probe job).
 */
export async function spawnServer(
  dataDir: string,
  extraEnv: Record<string, string> = {},
  options: { entry?: string } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    LOG_LEVEL: 'warn',
    NODE_ENV: 'development',
  };
  // Whatever the test run has, the child uses PGlite, no mail server and a generated secret.
  for (const name of [
    'DATABASE_URL',
    'APP_URL',
    'AUTH_SECRET',
    'SMTP_URL',
    'REGISTRATION_WEBHOOK_URL',
    'PASSWORD_RESET_WEBHOOK_URL',
  ]) {
    delete env[name];
  }
  Object.assign(env, extraEnv);
  const child = spawn(process.execPath, ['--import', tsxLoader, options.entry ?? entry], {
    cwd: paths.root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return {
    child,
    port,
    url: `http://127.0.0.1:${port}`,
    origin: `http://localhost:${port}`,
    stdout: () => stdout,
    stderr: () => stderr,
    exited,
  };
}

/**
 * Resolves once /api/health answers; fails if the process exits first. The limit is generous on
 * purpose: a first start opens PGlite and migrates it, which takes long on a busy machine.
 */
export async function waitUntilHealthy(server: ServerProcess, timeoutMs = 240_000): Promise<void> {
  let exit: { code: number | null; signal: NodeJS.Signals | null } | undefined;
  void server.exited.then((value) => (exit = value));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exit)
      throw new Error(
        `the server exited (${exit.code ?? exit.signal}) before it was healthy:\n${server.stderr()}${server.stdout()}`,
      );
    try {
      const response = await fetch(`${server.url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`the server was not healthy after ${timeoutMs} ms:\n${server.stderr()}${server.stdout()}`);
}

/** A JSON POST from the app's own origin, as the web app sends it. */
export function postJson(server: ServerProcess, pathname: string, body: unknown, cookie?: string) {
  return fetch(`${server.url}${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.origin, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
}

/**
 * The server processes of one test file: each gets a temporary DATA_DIR (`dataDir()`); those
 * tracked by `track()` are killed after each test, the directories removed after the file.
 */
export function serverProcessesOfFile(prefix: string) {
  const dirs: string[] = [];
  const running: ServerProcess[] = [];
  afterEach(() => {
    for (const server of running.splice(0))
      if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
  });
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });
  return {
    dataDir() {
      const dir = mkdtempSync(path.join(tmpdir(), `${prefix}-`));
      dirs.push(dir);
      return dir;
    },
    track(server: ServerProcess) {
      running.push(server);
      return server;
    },
  };
}
