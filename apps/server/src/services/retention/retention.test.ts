import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { outboxMessages, rateLimitCounters, scheduledJobs, verifications } from '../../db/schema/index.ts';
import { testConfig } from '../../../test/harness/app.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/harness/database.ts';
import { startScheduler } from '../scheduler/scheduler.ts';
import { retentionJobs } from './jobs.ts';
import { daysBefore, pruneExpiredVerifications, pruneMailFiles, pruneSentOutbox } from './retention.ts';

const NOW = new Date('2026-03-02T10:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;
const ago = (days: number) => new Date(NOW.getTime() - days * DAY);

let database: TestDatabase;
let handle: DatabaseHandle;
let dataDir: string;

beforeAll(async () => {
  database = await createTestDatabase();
  handle = await database.open();
});
beforeEach(async () => {
  await handle.db.delete(outboxMessages);
  await handle.db.delete(verifications);
  await handle.db.delete(scheduledJobs);
  await handle.db.delete(rateLimitCounters);
  dataDir = mkdtempSync(path.join(tmpdir(), 'va-retention-'));
  return () => rmSync(dataDir, { recursive: true, force: true });
});
afterAll(async () => {
  await handle?.close();
  await database?.destroy();
});

function mailFile(name: string, writtenAt: Date) {
  const dir = path.join(dataDir, 'mail');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, name);
  writeFileSync(file, 'Subject: test\n\nbody');
  utimesSync(file, writtenAt, writtenAt);
}

async function seedRows() {
  await handle.db.insert(outboxMessages).values([
    { kind: 'email', payload: { n: 'old-sent' }, status: 'sent', sentAt: ago(31) },
    { kind: 'email', payload: { n: 'recent-sent' }, status: 'sent', sentAt: ago(29) },
    { kind: 'email', payload: { n: 'old-failed' }, status: 'failed', createdAt: ago(60) },
    { kind: 'email', payload: { n: 'old-pending' }, status: 'pending', createdAt: ago(60) },
  ]);
  await handle.db.insert(verifications).values([
    { id: 'expired', identifier: 'reset-password:a', value: 'u1', expiresAt: new Date(NOW.getTime() - 1) },
    { id: 'valid', identifier: 'reset-password:b', value: 'u1', expiresAt: new Date(NOW.getTime() + 60_000) },
  ]);
}

const outboxLeft = async () =>
  (await handle.db.select().from(outboxMessages)).map((row) => (row.payload as { n: string }).n).sort();
const verificationsLeft = async () => (await handle.db.select().from(verifications)).map((row) => row.id);

describe('retention', () => {
  it('deletes .eml files written before the cutoff, and nothing else', async () => {
    mailFile('old.eml', ago(31));
    mailFile('recent.eml', ago(29));
    mailFile('old-notes.txt', ago(300));
    expect(await pruneMailFiles(path.join(dataDir, 'mail'), daysBefore(NOW, 30))).toBe(1);
    expect(readdirSync(path.join(dataDir, 'mail')).sort()).toEqual(['old-notes.txt', 'recent.eml']);
    // No mail directory yet (SMTP configured): nothing to do.
    expect(await pruneMailFiles(path.join(dataDir, 'none'), NOW)).toBe(0);
  });

  it('deletes sent outbox rows older than the period, never pending or failed ones', async () => {
    await seedRows();
    expect(await pruneSentOutbox(handle.db, daysBefore(NOW, 30))).toBe(1);
    expect(await outboxLeft()).toEqual(['old-failed', 'old-pending', 'recent-sent']);
  });

  it('deletes expired reset tokens and keeps valid ones', async () => {
    await seedRows();
    expect(await pruneExpiredVerifications(handle.db, NOW)).toBe(1);
    expect(await verificationsLeft()).toEqual(['valid']);
  });

  it('runs as scheduled jobs with the configured periods, logging counts only', async () => {
    await seedRows();
    mailFile('old.eml', ago(11));
    mailFile('recent.eml', ago(9));
    await handle.db.insert(rateLimitCounters).values([
      { key: 'ended', count: 3, windowEndsAt: ago(1) },
      { key: 'running', count: 1, windowEndsAt: new Date(NOW.getTime() + 60_000) },
    ]);
    const lines: string[] = [];
    const config = testConfig({ dataDir, retention: { mailDays: 10, outboxDays: 30 } });
    const scheduler = startScheduler({
      db: handle.db,
      logger: pino({ level: 'info', base: undefined }, { write: (line: string) => void lines.push(line) }),
      jobs: retentionJobs(config),
      pollIntervalMs: 60_000,
      leaseMs: 60_000,
      retryBaseDelayMs: 1000,
      now: () => NOW,
      autoStart: false,
    });
    try {
      expect(await scheduler.runDue()).toBe(5);
    } finally {
      await scheduler.stop();
    }
    expect(readdirSync(path.join(dataDir, 'mail'))).toEqual(['recent.eml']);
    expect(await outboxLeft()).toEqual(['old-failed', 'old-pending', 'recent-sent']);
    expect(await verificationsLeft()).toEqual(['valid']);
    const counters = await handle.db.select({ key: rateLimitCounters.key }).from(rateLimitCounters);
    expect(counters.map((row) => row.key)).toEqual(['running']);
    const done = lines.map((line) => JSON.parse(line) as { msg: string; job?: string; deleted?: number });
    expect(
      done
        .filter((line) => line.msg === 'job done')
        .map((line) => line.job)
        .sort(),
    ).toEqual([
      'retention.expired-verifications',
      'retention.finished-jobs',
      'retention.mail-files',
      'retention.rate-limits',
      'retention.sent-outbox',
    ]);
    expect(done.find((line) => line.msg === 'expired reset tokens deleted')).toMatchObject({ deleted: 1 });
    expect(lines.join('\n')).not.toMatch(/reset-password|old\.eml/);
  });
});
