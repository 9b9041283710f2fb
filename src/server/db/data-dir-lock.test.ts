import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { DataDirLockedError, LOCK_FILE, lockDataDir } from './data-dir-lock';

// One process at a time on a DATA_DIR (PGlite itself does not stop a second). About the embedded
// database only, so in the PGlite project alone.
const embedded = process.env.TEST_DB_KIND !== 'pg';
/** Made at the first use: in the other project, where every test is skipped, none is left. */
let root: string | undefined;
afterAll(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

let n = 0;
const freshDir = () => {
  root ??= mkdtempSync(path.join(tmpdir(), 'joeyfit-lock-'));
  return path.join(root, `data-${n++}`);
};
const leaveLock = (dir: string, pid: number, host = hostname()) =>
  writeFileSync(path.join(dir, LOCK_FILE), JSON.stringify({ pid, host }));

/** The pid of a process that has exited (and been reaped). */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await once(child, 'exit');
  return child.pid!;
}

describe.runIf(embedded)('the DATA_DIR lock', () => {
  it('is held until given back, also against this same process', () => {
    const dir = freshDir();
    const unlock = lockDataDir(dir);
    expect(JSON.parse(readFileSync(path.join(dir, LOCK_FILE), 'utf8'))).toEqual({
      pid: process.pid,
      host: hostname(),
    });
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    unlock();
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
    lockDataDir(dir)();
  });

  it('refuses while a live process holds it, naming the process and the file to remove', () => {
    const dir = freshDir();
    lockDataDir(dir)();
    leaveLock(dir, process.ppid);
    expect(() => lockDataDir(dir)).toThrow(
      `in use by process ${process.ppid} (a Joey Fit server or another data command): stop ` +
        `it first. If no such process is running, remove ${path.join(dir, LOCK_FILE)}.`,
    );
  });

  it('takes over a lock left by a process that died, or by an earlier process with this pid', async () => {
    for (const pid of [await deadPid(), process.pid]) {
      const dir = freshDir();
      lockDataDir(dir)();
      leaveLock(dir, pid);
      const unlock = lockDataDir(dir);
      expect(JSON.parse(readFileSync(path.join(dir, LOCK_FILE), 'utf8')).pid).toBe(process.pid);
      unlock();
    }
  });

  it('counts a lock from another machine (a shared disk) as held', () => {
    const dir = freshDir();
    lockDataDir(dir)();
    leaveLock(dir, 1, 'another-host');
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
  });

  it('is taken by the server: a locked DATA_DIR is refused before anything is opened', async () => {
    const dir = freshDir();
    lockDataDir(dir)();
    leaveLock(dir, process.ppid);
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(DataDirLockedError);
    expect(existsSync(path.join(dir, 'pglite'))).toBe(false);
  });
});
