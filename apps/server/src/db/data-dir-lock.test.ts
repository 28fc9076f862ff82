import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';

const made: string[] = [];
const children: ChildProcess[] = [];
function tempDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'va-lock-'));
  made.push(dir);
  return dir;
}
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A process that stays alive, standing for another server that holds the lock. */
function liveProcess(): number {
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)'], { stdio: 'ignore' });
  children.push(child);
  return child.pid!;
}

/** The pid of a process that has exited: what a server killed with SIGKILL leaves in the lock. */
function deadPid(): number {
  return spawnSync(process.execPath, ['-e', '']).pid;
}

describe('DATA_DIR lock', () => {
  it('writes our pid to DATA_DIR/server.lock and removes it on release', () => {
    const dir = tempDir();
    const lock = lockDataDir(dir);
    const file = path.join(dir, 'server.lock');
    expect(readFileSync(file, 'utf8')).toBe(String(process.pid));
    lock.release();
    expect(existsSync(file)).toBe(false);
  });

  it('refuses a DATA_DIR held by another live process, naming DATA_DIR', () => {
    const dir = tempDir();
    const owner = liveProcess();
    writeFileSync(path.join(dir, 'server.lock'), String(owner));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(
      `Another Votre assistant server (pid ${owner}) is already using DATA_DIR=${dir}.`,
    );
    // The other server's lock is left alone.
    expect(readFileSync(path.join(dir, 'server.lock'), 'utf8')).toBe(String(owner));
  });

  it('takes over a lock left by a process that no longer exists', () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'server.lock'), String(deadPid()));
    const lock = lockDataDir(dir);
    expect(readFileSync(path.join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid));
    lock.release();
  });

  it('takes over a lock file that holds no pid (a crash while writing it)', () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'server.lock'), '');
    lockDataDir(dir).release();
    expect(existsSync(path.join(dir, 'server.lock'))).toBe(false);
  });

  it('does not remove a lock that another process took after ours', () => {
    const dir = tempDir();
    const lock = lockDataDir(dir);
    const other = liveProcess();
    writeFileSync(path.join(dir, 'server.lock'), String(other));
    lock.release();
    expect(readFileSync(path.join(dir, 'server.lock'), 'utf8')).toBe(String(other));
  });
});
