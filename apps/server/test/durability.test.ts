import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { newAccount, PASSWORD } from './harness/accounts.ts';
import {
  postJson,
  serverProcessesOfFile,
  spawnServer,
  waitUntilHealthy,
  type ServerProcess,
} from './harness/server-process.ts';

// Real server processes on PGlite in DATA_DIR: what survives a stop, a kill, and what a second
// process on the same directory does. They do not depend on TEST_DB, so the root
// vitest.config.ts leaves this file out of the PostgreSQL project.
const processes = serverProcessesOfFile('va-durability');
const dataDir = () => processes.dataDir();

async function start(dir: string) {
  const server = await spawnServer(dir);
  processes.track(server);
  await waitUntilHealthy(server);
  return server;
}

async function signUp(server: ServerProcess, account: ReturnType<typeof newAccount>) {
  const response = await postJson(server, '/api/auth/sign-up/email', account);
  expect(response.status).toBe(200);
}

/** Signs in and reads the profile with the new session: the account and its rows are there. */
async function expectSignIn(server: ServerProcess, account: ReturnType<typeof newAccount>) {
  const response = await postJson(server, '/api/auth/sign-in/email', { email: account.email, password: PASSWORD });
  expect(response.status).toBe(200);
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith('va.session_token='));
  expect(cookie).toBeDefined();
  const profile = await fetch(`${server.url}/api/profile`, { headers: { cookie: cookie!.split(';')[0]! } });
  expect(profile.status).toBe(200);
  expect(await profile.json()).toMatchObject({ profile: { email: account.email, firstname: account.firstname } });
}

describe('the server process on DATA_DIR', () => {
  it('keeps accounts across a stop (SIGTERM) and a start', { timeout: 600_000 }, async () => {
    const dir = dataDir();
    const account = newAccount();
    const first = await start(dir);
    await signUp(first, account);

    first.child.kill('SIGTERM');
    expect(await first.exited).toEqual({ code: 0, signal: null });
    // A clean stop releases the lock.
    expect(existsSync(path.join(dir, 'server.lock'))).toBe(false);

    const second = await start(dir);
    await expectSignIn(second, account);
    second.child.kill('SIGTERM');
    expect((await second.exited).code).toBe(0);
  });

  it(
    'keeps what it had answered across a kill (SIGKILL) and takes over the stale lock',
    { timeout: 600_000 },
    async () => {
      const dir = dataDir();
      const before = newAccount();
      const last = newAccount();
      const first = await start(dir);
      await signUp(first, before);
      // Answered, then killed at once: the sign-up must already be on disk.
      await signUp(first, last);
      first.child.kill('SIGKILL');
      expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });
      expect(existsSync(path.join(dir, 'server.lock'))).toBe(true);

      const second = await start(dir);
      await expectSignIn(second, before);
      await expectSignIn(second, last);
      second.child.kill('SIGTERM');
      expect((await second.exited).code).toBe(0);
    },
  );

  it('refuses to start a second server on a DATA_DIR in use', { timeout: 600_000 }, async () => {
    const dir = dataDir();
    const first = await start(dir);

    const second = await spawnServer(dir);
    processes.track(second);
    expect(await second.exited).toEqual({ code: 1, signal: null });
    expect(second.stderr()).toContain(
      `Another Votre assistant server (pid ${first.child.pid}) is already using DATA_DIR=${dir}.`,
    );

    // The first one is unharmed.
    expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
    first.child.kill('SIGTERM');
    expect((await first.exited).code).toBe(0);
  });
});
