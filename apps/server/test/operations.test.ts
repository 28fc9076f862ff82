import { describe, expect, it } from 'vitest';
import { newAccount } from './harness/accounts.ts';
import { testDriver } from './harness/database.ts';
import { startLlmStandIn } from './harness/llm-stand-in.ts';
import { freePort, postJson, serverProcessesOfFile, spawnServer, waitUntilHealthy } from './harness/server-process.ts';
import { fetchNotificationStream, readEventStream } from './harness/sse.ts';

// Real server processes, as an operator runs them (ADR 0015, 0017). They use PGlite or no
// database at all, so they run in the PGlite project only.
const processes = serverProcessesOfFile('va-operations');
const dataDir = () => processes.dataDir();

async function spawn(env: Record<string, string>) {
  const server = await spawnServer(dataDir(), env);
  processes.track(server);
  return server;
}

describe.runIf(testDriver() === 'pglite')('operating the server', () => {
  it(
    'listens on HOST only, and on SIGTERM ends the open streams and exits within SHUTDOWN_TIMEOUT_MS',
    { timeout: 300_000 },
    async () => {
      const model = await startLlmStandIn();
      try {
        // 127.0.0.2 is a loopback address too: a server on it is not reachable on 127.0.0.1.
        const spawned = await spawn({
          HOST: '127.0.0.2',
          SHUTDOWN_TIMEOUT_MS: '1000',
          LLM_BASE_URL: model.url,
          LLM_TIMEOUT_MS: '300000',
        });
        const server = { ...spawned, url: `http://127.0.0.2:${spawned.port}` };
        await waitUntilHealthy(server, 240_000);
        await expect(fetch(`http://127.0.0.1:${server.port}/api/health`)).rejects.toThrow();

        const signUp = await postJson(server, '/api/auth/sign-up/email', newAccount());
        expect(signUp.status).toBe(200);
        const cookie = signUp.headers
          .getSetCookie()
          .find((line) => line.startsWith('va.session_token='))!
          .split(';')[0]!;

        const notifications = await fetchNotificationStream(server.url, cookie);
        expect(notifications.status).toBe(200);
        // A chat reply the model never finishes: without a drain deadline the stop would wait for it.
        model.hold();
        const chat = readEventStream(
          await fetch(`${server.url}/api/chat`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', origin: server.origin, cookie },
            body: JSON.stringify({ message: 'Comment mieux gérer mon stress au travail ?' }),
          }),
        );
        await chat.waitForEvent((event) => event.data.includes('Respirez'), 60_000);

        const stopping = Date.now();
        spawned.child.kill('SIGTERM');
        await notifications.ended;
        await chat.ended.catch(() => undefined);
        expect(await spawned.exited).toEqual({ code: 0, signal: null });
        // 1 s of drain, plus closing the database on a busy machine.
        expect(Date.now() - stopping).toBeLessThan(20_000);
      } finally {
        model.release();
        await model.close();
      }
    },
  );

  it(
    'retries an unreachable PostgreSQL at start with a log line each time, then exits with a readable error',
    { timeout: 120_000 },
    async () => {
      const port = await freePort();
      const server = await spawn({
        DATABASE_URL: `postgres://someone:secret-password@127.0.0.1:${port}/va`,
        DATABASE_START_TIMEOUT_MS: '2000',
        DATABASE_CONNECT_TIMEOUT_MS: '500',
      });
      expect(await server.exited).toEqual({ code: 1, signal: null });
      const retries = server
        .stdout()
        .split('\n')
        .filter((line) => line.includes(`PostgreSQL at 127.0.0.1:${port}/va is unreachable (ECONNREFUSED`));
      expect(retries.length).toBeGreaterThanOrEqual(2);
      expect(server.stderr()).toContain(`PostgreSQL at 127.0.0.1:${port}/va could not be reached within 2 s`);
      expect(server.stderr()).toContain('Check DATABASE_URL');
      // Neither the password nor a stack trace.
      expect(server.stdout() + server.stderr()).not.toContain('secret-password');
      expect(server.stderr()).not.toMatch(/^\s+at /m);
    },
  );
});
