import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccount } from '../test/harness/accounts.ts';
import { pngImage } from '../test/harness/photos.ts';
import { startS3StandIn, type S3StandIn } from '../test/harness/s3.ts';
import { waitFor } from '../test/harness/wait.ts';
import { createLogger } from './logger.ts';
import { startServer } from './server.ts';

// startServer() as index.ts calls it, on PGlite: it starts the scheduler with the retention jobs
// and stops it on close, and puts photos in S3 when S3_* is set.
let dataDir: string;
let s3: S3StandIn;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'va-server-'));
  s3 = await startS3StandIn();
});
afterAll(async () => {
  await s3?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function mailFile(name: string, daysAgo: number) {
  const dir = path.join(dataDir, 'mail');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, name);
  writeFileSync(file, 'Subject: test\n\nbody');
  const at = new Date(Date.now() - daysAgo * 24 * 60 * 60 * 1000);
  utimesSync(file, at, at);
  return file;
}

describe('startServer', () => {
  it('runs the retention jobs, stores photos in S3 when configured, and closes', { timeout: 180_000 }, async () => {
    const old = mailFile('old.eml', 3);
    const recent = mailFile('recent.eml', 0);
    const server = await startServer(
      { DATA_DIR: dataDir, PORT: '0', MAIL_RETENTION_DAYS: '2', SCHEDULER_POLL_MS: '50', ...s3.env },
      createLogger('silent'),
    );
    try {
      await waitFor(() => !existsSync(old), { timeoutMs: 30_000, what: 'the old mail file to be pruned' });
      expect(existsSync(recent)).toBe(true);

      const base = `http://127.0.0.1:${server.port}`;
      const origin = server.config.appUrl;
      const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin },
        body: JSON.stringify(newAccount()),
      });
      expect(signUp.status).toBe(200);
      const cookie = signUp.headers
        .getSetCookie()
        .map((line) => line.split(';')[0]!)
        .join('; ');
      const form = new FormData();
      form.append('photo', new File([new Uint8Array(await pngImage())], 'photo.png', { type: 'image/png' }));
      const upload = await fetch(`${base}/api/profile/photo`, {
        method: 'POST',
        headers: { origin, cookie },
        body: form,
      });
      expect(upload.status).toBe(200);
      expect([...s3.objects.keys()].filter((key) => key.startsWith('profile-photos/'))).toHaveLength(1);
      expect(existsSync(path.join(dataDir, 'uploads'))).toBe(false);
    } finally {
      await server.close();
    }
  });
});
