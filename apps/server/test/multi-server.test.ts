import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client.ts';
import { outboxMessages, scheduledJobs, users } from '../src/db/schema/index.ts';
import { AUTH_RATE_LIMITS } from '../src/modules/auth/rate-limits.ts';
import { scheduleJob } from '../src/services/scheduler/job.ts';
import { newAccount, PASSWORD } from './harness/accounts.ts';
import { SESSION_COOKIE } from './harness/client.ts';
import { createTestDatabase, testDriver, type TestDatabase } from './harness/database.ts';
import { PERSONA_ANSWERS, QUESTION_ORDER } from './harness/onboarding.ts';
import { pngImage } from './harness/photos.ts';
import { startS3StandIn, type S3StandIn } from './harness/s3.ts';
import { postJson, spawnServer, waitUntilHealthy, type ServerProcess } from './harness/server-process.ts';
import { startSmtpCatcher, type SmtpCatcher } from './harness/smtp.ts';
import { fetchNotificationStream } from './harness/sse.ts';
import { waitFor } from './harness/wait.ts';

// Two real server processes on one PostgreSQL database, S3 storage and one SMTP server: they must
// behave as one. PostgreSQL only (two processes cannot share a PGlite directory).
const LEASE_MS = 3000;
const PROBE = 'test.probe';
const probeEntry = path.join(import.meta.dirname, 'harness/probe-server.ts');

let database: TestDatabase;
let db: DatabaseHandle;
let smtp: SmtpCatcher;
let s3: S3StandIn;
let workDir: string;
let probeFile: string;
let a: ServerProcess;
let b: ServerProcess;

async function start(name: string) {
  const dataDir = path.join(workDir, name);
  const server = await spawnServer(
    dataDir,
    {
      DATABASE_URL: database.url!,
      // One secret: a session opened on one server is valid on the other.
      AUTH_SECRET: 'multi-server-test-secret-0123456789abcdef',
      SMTP_URL: smtp.url,
      ...s3.env,
      SCHEDULER_POLL_MS: '100',
      SCHEDULER_LEASE_MS: String(LEASE_MS),
      PROBE_FILE: probeFile,
    },
    { entry: probeEntry },
  );
  await waitUntilHealthy(server, 90_000);
  return server;
}

const alive = (server: ServerProcess | undefined) =>
  server && server.child.exitCode === null && server.child.signalCode === null;

describe.runIf(testDriver() === 'postgres')('two servers on one PostgreSQL', { timeout: 120_000 }, () => {
  beforeAll(async () => {
    database = await createTestDatabase();
    db = await database.open();
    smtp = await startSmtpCatcher();
    s3 = await startS3StandIn();
    workDir = mkdtempSync(path.join(tmpdir(), 'va-multi-server-'));
    probeFile = path.join(workDir, 'probe.log');
    writeFileSync(probeFile, '');
    [a, b] = await Promise.all([start('a'), start('b')]);
  }, 180_000);

  afterAll(async () => {
    for (const server of [a, b]) {
      if (alive(server)) {
        server.child.kill('SIGKILL');
        await server.exited;
      }
    }
    await db?.close();
    await s3?.close();
    await smtp?.close();
    await database?.destroy();
    if (workDir) rmSync(workDir, { recursive: true, force: true });
  });

  async function signUp(server: ServerProcess) {
    const account = newAccount();
    expect((await postJson(server, '/api/auth/sign-up/email', account)).status).toBe(200);
    const response = await postJson(server, '/api/auth/sign-in/email', { email: account.email, password: PASSWORD });
    expect(response.status).toBe(200);
    const cookie = response.headers
      .getSetCookie()
      .find((line) => line.startsWith(`${SESSION_COOKIE}=`))!
      .split(';')[0]!;
    return { account, cookie };
  }

  it('sends a notification created on one server to a stream open on the other', async () => {
    const { cookie } = await signUp(a);
    const stream = await fetchNotificationStream(b.url, cookie);
    try {
      expect(stream.status).toBe(200);
      // The twelfth answer, on server A, completes the onboarding and notifies.
      for (const questionId of QUESTION_ORDER) {
        const response = await fetch(`${a.url}/api/onboarding/answers/${questionId}`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json', origin: a.origin, cookie },
          body: JSON.stringify(PERSONA_ANSWERS[questionId]),
        });
        expect(response.status, questionId).toBe(200);
      }
      const event = await stream.waitForEvent((candidate) => candidate.data.includes('onboarding_completed'), 20_000);
      expect(JSON.parse(event.data)).toMatchObject({ event: 'onboarding_completed' });
    } finally {
      await stream.close();
    }
  });

  it('delivers each outbox e-mail exactly once, whichever server wrote it', async () => {
    const accounts = [];
    for (const server of [a, b, a, b]) accounts.push((await signUp(server)).account);
    const emails = accounts.map((account) => account.email);
    const ids = (await db.db.select({ id: users.id }).from(users).where(inArray(users.email, emails))).map(
      (row) => row.id,
    );
    expect(ids).toHaveLength(4);
    // Every row sent: any second delivery would have happened before its row was marked sent.
    await waitFor(
      async () => {
        const rows = await db.db.select().from(outboxMessages).where(eq(outboxMessages.kind, 'email'));
        const ours = rows.filter((row) => emails.includes((row.payload as { to: string }).to));
        return ours.length === 4 && ours.every((row) => row.status === 'sent');
      },
      { timeoutMs: 30_000, what: 'the four welcome e-mails to be sent' },
    );
    for (const email of emails) {
      expect(
        smtp.messages.filter((mail) => mail.envelopeTo.includes(email)),
        email,
      ).toHaveLength(1);
    }
  });

  it('serves from one server a photo uploaded on the other (S3 storage)', async () => {
    const { cookie } = await signUp(a);
    const form = new FormData();
    form.append('photo', new File([new Uint8Array(await pngImage())], 'photo.png', { type: 'image/png' }));
    const upload = await fetch(`${a.url}/api/profile/photo`, {
      method: 'POST',
      headers: { origin: a.origin, cookie },
      body: form,
    });
    expect(upload.status).toBe(200);
    const { profilePhotoUrl } = (await upload.json()) as { profilePhotoUrl: string };
    const stored = [...s3.objects.keys()].filter((key) => key.startsWith('profile-photos/'));
    expect(stored).toHaveLength(1);

    const served = await fetch(`${b.url}${new URL(profilePhotoUrl, b.url).pathname}`, { headers: { cookie } });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(s3.objects.get(stored[0]!)!.bytes);
    // Neither server wrote it to its own disk, nor put the S3 secret in its output.
    for (const [name, server] of [
      ['a', a],
      ['b', b],
    ] as const) {
      expect(existsSync(path.join(workDir, name, 'uploads'))).toBe(false);
      expect(server.stdout() + server.stderr()).not.toContain(s3.settings.secretAccessKey);
    }
  });

  const probeLines = () =>
    readFileSync(probeFile, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        const [label, attempt, pid] = line.split(' ');
        return { label: label!, attempt: Number(attempt), pid: Number(pid) };
      });

  it('counts a rate limit across both servers: the failures of one client add up', async () => {
    const { account } = await signUp(a);
    const wrong = { email: account.email, password: `${PASSWORD}-wrong` };
    // The failures allowed per address and client, alternately on each server.
    const allowed = AUTH_RATE_LIMITS.signIn.perEmailAndClient.limit;
    for (let attempt = 0; attempt < allowed; attempt += 1) {
      const server = attempt % 2 === 0 ? a : b;
      expect((await postJson(server, '/api/auth/sign-in/email', wrong)).status).toBe(401);
    }
    const next = await postJson(a, '/api/auth/sign-in/email', wrong);
    expect(next.status).toBe(429);
    expect(next.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await postJson(b, '/api/auth/sign-in/email', wrong)).status).toBe(429);
  });

  it('runs each scheduled job once across both servers', async () => {
    const labels = Array.from({ length: 8 }, (_, n) => `once-${n}`);
    for (const label of labels) await scheduleJob(db.db, PROBE, { key: label, runAt: new Date(), payload: { label } });
    await waitFor(
      async () => {
        const rows = await db.db.select().from(scheduledJobs).where(inArray(scheduledJobs.key, labels));
        return rows.every((row) => row.status === 'done');
      },
      { timeoutMs: 30_000, what: 'the eight jobs to be done' },
    );
    const runs = probeLines().filter((line) => line.label.startsWith('once-'));
    expect(runs.map((line) => line.label).sort()).toEqual([...labels].sort());
    expect(runs.every((line) => line.attempt === 1 && [a.child.pid, b.child.pid].includes(line.pid))).toBe(true);
  });

  it('runs a job again on the other server once the one running it was killed and its lease expired', async () => {
    await scheduleJob(db.db, PROBE, {
      key: 'killed',
      runAt: new Date(),
      payload: { label: 'killed', hangOnAttempt: 1 },
    });
    const first = await waitFor(() => probeLines().find((line) => line.label === 'killed'), {
      timeoutMs: 30_000,
      what: 'a server to start the job',
    });
    const [victim, survivor] = first.pid === a.child.pid ? [a, b] : [b, a];
    victim.child.kill('SIGKILL');
    await victim.exited;

    const [job] = await waitFor(
      async () => {
        const rows = await db.db.select().from(scheduledJobs).where(eq(scheduledJobs.key, 'killed'));
        return rows[0]?.status === 'done' && rows;
      },
      { timeoutMs: 30_000, what: 'the job to run again after its lease' },
    );
    expect(job).toMatchObject({ status: 'done', attempts: 2 });
    expect(probeLines().filter((line) => line.label === 'killed')).toEqual([
      { label: 'killed', attempt: 1, pid: victim.child.pid },
      { label: 'killed', attempt: 2, pid: survivor.child.pid },
    ]);
  });
});
