import { randomBytes } from 'node:crypto';
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { dirname, resolve } from 'node:path';

/**
 * The owner of a PGlite data directory (docs/decisions/122). PGlite is one process's database: a
 * second process that opens, backs up, restores or deletes the directory beneath a running server
 * corrupts or replaces its data. Whoever uses the directory (the server, and `db:*` commands while
 * they run) holds a lock file beside it, `<dir>.lock`, holding its process id, the process's start
 * time (so a process id the system has since given to another process is not taken for the owner)
 * and a random token; the others refuse while that process lives, whatever port it serves on. A
 * lock whose process is gone (a crash, a kill -9) is stale and taken over.
 */

export interface LockHolder {
  pid: number;
  /** The process's start time in clock ticks after boot (/proc/<pid>/stat); null where unknown. */
  startTime: number | null;
  token: string;
  hostname: string;
  /** What holds it: 'server', 'backup', 'restore'… */
  purpose: string;
  /** The port a server listens on, for the message; null for a command. */
  port: number | null;
  since: string;
}

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
  constructor(
    readonly lockFile: string,
    readonly holder: LockHolder,
  ) {
    const what =
      holder.purpose === 'server'
        ? `a server (process ${holder.pid}${holder.port === null ? '' : `, port ${holder.port}`})`
        : `\`${holder.purpose}\` (process ${holder.pid})`;
    super(
      `The PGlite database ${lockFile.replace(/\.lock$/, '')} is in use by ${what} since ${holder.since} ` +
        `(${lockFile}): stop it first; PGlite's database belongs to one process.`,
    );
  }
}

/** Where the lock of a data directory lives: beside it, so backups and restores of the directory leave it alone. */
export function lockFileOf(dataDir: string): string {
  return `${resolve(dataDir)}.lock`;
}

/** A process's start time (field 22 of /proc/<pid>/stat), or null where /proc is not there. */
export function processStartTime(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The name (field 2) is in parentheses and may hold spaces: count from the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const value = Number(fields[19]);
    return Number.isFinite(value) ? value : null;
  } catch {
    return null;
  }
}

function processExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether the lock's process still runs: the same process id, started at the same time. */
export function holderAlive(holder: LockHolder): boolean {
  // Another machine's process (a shared disk) cannot be checked from here: it counts as alive.
  if (holder.hostname !== hostname()) return true;
  if (!Number.isInteger(holder.pid) || holder.pid <= 0 || !processExists(holder.pid)) return false;
  if (holder.startTime === null) return true;
  const startTime = processStartTime(holder.pid);
  return startTime === null || startTime === holder.startTime;
}

function readHolder(lockFile: string): LockHolder | undefined {
  try {
    const holder = JSON.parse(readFileSync(lockFile, 'utf8')) as LockHolder;
    return typeof holder.pid === 'number' ? holder : undefined;
  } catch {
    // Missing, or half written by a process that died writing it.
    return undefined;
  }
}

/** The live holder of the directory's lock, if any (a stale lock answers undefined). */
export function dataDirHolder(dataDir: string): LockHolder | undefined {
  const holder = readHolder(lockFileOf(dataDir));
  return holder && holderAlive(holder) ? holder : undefined;
}

export interface DataDirLock {
  readonly lockFile: string;
  readonly holder: LockHolder;
  /** Removes the lock file if it is still this one's (idempotent). */
  release(): void;
}

/**
 * Takes the lock of `dataDir` for this process, or throws DataDirLockedError while a live process
 * holds it. The file is created exclusively (`wx`), so of two processes starting at once one wins.
 */
export function lockDataDir(
  dataDir: string,
  { purpose, port = null }: { purpose: string; port?: number | null },
) {
  const lockFile = lockFileOf(dataDir);
  mkdirSync(dirname(lockFile), { recursive: true });
  const holder: LockHolder = {
    pid: process.pid,
    startTime: processStartTime(process.pid),
    token: randomBytes(12).toString('hex'),
    hostname: hostname(),
    purpose,
    port,
    since: new Date().toISOString(),
  };
  for (let attempt = 0; ; attempt++) {
    try {
      const fd = openSync(lockFile, 'wx', 0o644);
      try {
        writeSync(fd, `${JSON.stringify(holder)}\n`);
      } finally {
        closeSync(fd);
      }
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const current = readHolder(lockFile);
      if (current && holderAlive(current)) throw new DataDirLockedError(lockFile, current);
      // A file just being written by a process that starts now reads as empty: give it a moment.
      if (!current && attempt === 0) {
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100);
        continue;
      }
      if (attempt >= 3) throw error;
      // Stale: its process is gone. Removed, then created again exclusively (a race has one winner).
      rmSync(lockFile, { force: true });
    }
  }
  const lock: DataDirLock = {
    lockFile,
    holder,
    release() {
      if (readHolder(lockFile)?.token === holder.token) rmSync(lockFile, { force: true });
    },
  };
  return lock;
}

/** The data directory of a PGlite DATABASE_URL; undefined for PostgreSQL and for memory://. */
export function pgliteDataDir(databaseUrl: string): string | undefined {
  if (/^postgres(ql)?:\/\//.test(databaseUrl) || databaseUrl === 'memory://') return undefined;
  return resolve(databaseUrl.replace(/^file:/, ''));
}
