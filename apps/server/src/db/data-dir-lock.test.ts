import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir, processStartTime } from './data-dir-lock.ts';

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

/** A live process that is not a server: what a recycled pid names. */
function otherProgram(): number {
  const child = spawn('sleep', ['60'], { stdio: 'ignore' });
  children.push(child);
  return child.pid!;
}

/** The lock as a server writes it. */
const lockOf = (pid: number, started = processStartTime(pid)) => JSON.stringify({ pid, started });
const lockFile = (dir: string) => path.join(dir, 'server.lock');

/** The pid of a process that has exited: what a server killed with SIGKILL leaves in the lock. */
function deadPid(): number {
  return spawnSync(process.execPath, ['-e', '']).pid;
}

describe('DATA_DIR lock', () => {
  it('writes our pid and start time to DATA_DIR/server.lock and removes it on release', () => {
    const dir = tempDir();
    const lock = lockDataDir(dir);
    const file = path.join(dir, 'server.lock');
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      pid: process.pid,
      started: expect.stringMatching(/^\d+$/),
    });
    lock.release();
    expect(existsSync(file)).toBe(false);
  });

  it('refuses a DATA_DIR held by another live process, naming DATA_DIR', () => {
    const dir = tempDir();
    const owner = liveProcess();
    writeFileSync(lockFile(dir), lockOf(owner));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(
      `Another Votre assistant server (pid ${owner}) is already using DATA_DIR=${dir}.`,
    );
    // The other server's lock is left alone.
    expect(readFileSync(lockFile(dir), 'utf8')).toBe(lockOf(owner));
  });

  it('takes over a lock whose pid now names another process (a recycled pid)', () => {
    const dir = tempDir();
    const recycled = liveProcess();
    // The server that wrote this lock started at another time than the process now at its pid.
    writeFileSync(lockFile(dir), lockOf(recycled, '1'));
    const lock = lockDataDir(dir);
    expect(JSON.parse(readFileSync(lockFile(dir), 'utf8'))).toMatchObject({ pid: process.pid });
    lock.release();
  });

  it('reads a lock written before start times were recorded: a live Node.js process holds it, another program does not', () => {
    const dir = tempDir();
    const server = liveProcess();
    writeFileSync(lockFile(dir), String(server));
    expect(() => lockDataDir(dir)).toThrow(`(pid ${server})`);

    writeFileSync(lockFile(dir), String(otherProgram()));
    lockDataDir(dir).release();
    expect(existsSync(lockFile(dir))).toBe(false);
  });

  it('takes over a lock left by a process that no longer exists', () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'server.lock'), String(deadPid()));
    const lock = lockDataDir(dir);
    expect(readFileSync(lockFile(dir), 'utf8')).toBe(lockOf(process.pid));
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
    writeFileSync(lockFile(dir), lockOf(other));
    lock.release();
    expect(readFileSync(lockFile(dir), 'utf8')).toBe(lockOf(other));
  });
});
