import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface AppServer {
  url: string;
  close(): Promise<void>;
}

/**
 * A server of its own for a spec that changes what is served (the installable app's update):
 * the built server on `port`, a fresh DATA_DIR, the web build found at `webDist`.
 */
export async function startAppServer({ port, webDist }: { port: number; webDist: string }): Promise<AppServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'va-e2e-data-'));
  const url = `http://localhost:${port}`;
  const child: ChildProcess = spawn(process.execPath, [path.join(REPO_ROOT, 'apps/server/dist/index.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      APP_URL: url,
      WEB_DIST_DIR: webDist,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server on port ${port} exited with ${child.exitCode}`);
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) {
      child.kill();
      throw new Error(`The server on port ${port} did not answer /api/health within 60 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    async close() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
