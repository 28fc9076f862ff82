import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

/**
 * PGlite has no cross-process lock: two servers on one directory would corrupt it silently.
 * A server holds DATA_DIR/server.lock while it runs; a second one refuses to start.
 * A lock left by a process that no longer exists (killed with SIGKILL) is taken over, and so is
 * one whose pid now belongs to another process (pids are recycled: after a reboot or a container
 * restart the number may name anything). The lock records the owner's start time, as the kernel
 * tells it (/proc/<pid>/stat): a live process with another start time is not the owner (ADR 0017).
 */
export class DataDirLockedError extends Error {}

export interface DataDirLock {
  release(): void;
}

/** What server.lock holds. `started` is absent where /proc is not (then the pid alone decides). */
export interface LockOwner {
  pid: number;
  started?: string;
}

export function lockDataDir(dataDir: string): DataDirLock {
  const file = path.join(dataDir, 'server.lock');
  const ours: LockOwner = { pid: process.pid, started: processStartTime(process.pid) };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, JSON.stringify(ours));
      closeSync(fd);
      return { release: () => releaseIfOurs(file) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(file);
      if (owner && owner.pid !== process.pid && ownerIsRunning(owner)) {
        throw new DataDirLockedError(
          `Another Votre assistant server (pid ${owner.pid}) is already using DATA_DIR=${dataDir}. ` +
            'Stop it first, or start this one with another DATA_DIR.',
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock DATA_DIR=${dataDir}: another server is starting on it.`);
}

/** The kernel's start time of a process (clock ticks since boot), or undefined without /proc. */
export function processStartTime(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count fields after its last ')'.
    // starttime is field 22, the 20th after the name.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

function readOwner(file: string): LockOwner | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8').trim();
  } catch {
    return undefined;
  }
  // Locks written before the start time was recorded hold the pid alone.
  if (/^\d+$/.test(text)) return { pid: Number(text) };
  try {
    const value = JSON.parse(text) as Partial<LockOwner>;
    if (!Number.isInteger(value.pid)) return undefined;
    return { pid: value.pid!, started: typeof value.started === 'string' ? value.started : undefined };
  } catch {
    return undefined;
  }
}

function ownerIsRunning(owner: LockOwner): boolean {
  if (!isAlive(owner.pid)) return false;
  const started = processStartTime(owner.pid);
  // Without /proc, a live pid is taken for the owner: refusing is the safe mistake.
  if (started === undefined) return true;
  if (owner.started !== undefined) return started === owner.started;
  // An old lock without a start time: the owner was a Node.js process.
  return isNodeProcess(owner.pid);
}

function isNodeProcess(pid: number): boolean {
  try {
    const argv0 = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')[0] ?? '';
    return /node/i.test(path.basename(argv0));
  } catch {
    return true;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function releaseIfOurs(file: string) {
  if (readOwner(file)?.pid === process.pid) rmSync(file, { force: true });
}
