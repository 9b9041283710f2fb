// Who has the embedded database open. PGlite does not lock its directory (its postmaster.pid
// holds a made-up pid and a second PGlite opens the same files), and two processes writing one
// data directory corrupt it. So whatever opens DATA_DIR — the server, a backup, a restore, the
// copy to PostgreSQL — first takes this lock: a file naming the process, as PostgreSQL's own
// postmaster.pid does. A file left by a process that died (SIGKILL, power loss) is taken over.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

export const LOCK_FILE = 'pglite.lock';

/** The data directory is open in another process (or already in this one). */
export class DataDirLockedError extends Error {
  constructor(
    readonly lockFile: string,
    readonly pid: number | null,
  ) {
    super(
      `the embedded database in ${path.dirname(lockFile)} is in use by ` +
        `${pid === null ? 'another process' : `process ${pid}`} ` +
        `(a Joey Fit server or another data command): stop it first. If no such process is ` +
        `running, remove ${lockFile}.`,
    );
    this.name = 'DataDirLockedError';
  }
}

/** Directories locked by this process: a second open from the same process is refused too. */
const held = new Set<string>();

interface Holder {
  pid: number;
  host: string;
}

function readHolder(file: string): Holder | null {
  try {
    const holder = JSON.parse(readFileSync(file, 'utf8')) as Partial<Holder>;
    return typeof holder.pid === 'number' && typeof holder.host === 'string'
      ? (holder as Holder)
      : null;
  } catch {
    // Absent, or cut short by a crash while it was written: nobody holds it.
    return null;
  }
}

/** Whether `pid` is a live process here (a zombie is not: it is only waiting to be reaped). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return true; // no /proc (macOS): kill's answer stands
  }
}

/**
 * Takes the lock of `dataDir` (DATA_DIR, the parent of its `pglite` directory) and returns the
 * function that gives it back. Throws DataDirLockedError while a live process holds it.
 */
export function lockDataDir(dataDir: string): () => void {
  const dir = path.resolve(dataDir);
  const file = path.join(dir, LOCK_FILE);
  if (held.has(dir)) throw new DataDirLockedError(file, process.pid);
  mkdirSync(dir, { recursive: true });
  const me: Holder = { pid: process.pid, host: hostname() };
  for (let attempt = 0; ; attempt++) {
    try {
      writeFileSync(file, JSON.stringify(me) + '\n', { flag: 'wx' });
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const holder = readHolder(file);
    // Our own pid in a file this process did not write is a previous process's (a container
    // restarts its server as the same pid 1). Another host's process cannot be checked from here.
    const live =
      holder !== null &&
      holder.pid !== process.pid &&
      (holder.host !== me.host || alive(holder.pid));
    // A second attempt that still finds a file lost a race to another process taking over.
    if (live || attempt > 0) throw new DataDirLockedError(file, holder?.pid ?? null);
    rmSync(file, { force: true });
  }
  held.add(dir);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    held.delete(dir);
    // Only our own file: never one another process wrote after taking a lock we lost.
    const holder = readHolder(file);
    if (holder?.pid === me.pid && holder.host === me.host) rmSync(file, { force: true });
  };
}
