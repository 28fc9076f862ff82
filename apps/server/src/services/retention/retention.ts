import { readdir, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { outboxMessages, verifications } from '../../db/schema/index.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/** Deletes the development mailer's .eml files last written before `before`; returns how many. */
export async function pruneMailFiles(mailDir: string, before: Date): Promise<number> {
  let names: string[];
  try {
    names = await readdir(mailDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  let deleted = 0;
  for (const name of names) {
    if (!name.endsWith('.eml')) continue;
    const file = path.join(mailDir, name);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile() || info.mtime >= before) continue;
    await unlink(file).catch(() => undefined);
    deleted += 1;
  }
  return deleted;
}

/** Deletes outbox rows sent before `before` (pending and failed rows stay, for the operator). */
export async function pruneSentOutbox(db: Executor, before: Date): Promise<number> {
  const rows = await db
    .delete(outboxMessages)
    .where(and(eq(outboxMessages.status, 'sent'), lt(outboxMessages.sentAt, before)))
    .returning({ id: outboxMessages.id });
  return rows.length;
}

/**
 * Deletes better-auth's verification rows (password reset tokens) that expired before `now`:
 * an expired token can never be used, so keeping it only keeps a secret around.
 */
export async function pruneExpiredVerifications(db: Executor, now: Date): Promise<number> {
  const rows = await db
    .delete(verifications)
    .where(lt(verifications.expiresAt, now))
    .returning({ id: verifications.id });
  return rows.length;
}
