import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  dataDirHolder,
  DataDirLockedError,
  lockDataDir,
  lockFileOf,
  processStartTime,
  type LockHolder,
} from './data-dir-lock.ts';

const root = mkdtempSync(join(tmpdir(), 'marketplace-lock-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let n = 0;
const dataDir = () => join(root, `pglite-${++n}`);

/** The id of a process that has ended (a pid nobody has yet, unless the system reuses it at once). */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

function writeLock(dir: string, holder: Partial<LockHolder>): void {
  const full: LockHolder = {
    pid: process.pid,
    startTime: processStartTime(process.pid),
    token: 'someone-else',
    hostname: hostname(),
    purpose: 'server',
    port: 18_500,
    since: new Date().toISOString(),
    ...holder,
  };
  writeFileSync(lockFileOf(dir), JSON.stringify(full));
}

describe('the lock of a PGlite data directory (decision 122)', () => {
  it('is held beside the directory by one process: a second taker is refused until it is released', () => {
    const dir = dataDir();
    const lock = lockDataDir(dir, { purpose: 'server', port: 18_500 });
    expect(lock.lockFile).toBe(`${dir}.lock`);
    expect(JSON.parse(readFileSync(lock.lockFile, 'utf8'))).toMatchObject({
      pid: process.pid,
      purpose: 'server',
      port: 18_500,
    });
    expect(dataDirHolder(dir)?.pid).toBe(process.pid);
    expect(() => lockDataDir(dir, { purpose: 'db:restore' })).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir, { purpose: 'db:restore' })).toThrow(
      new RegExp(`in use by a server \\(process ${process.pid}, port 18500\\)`),
    );
    lock.release();
    expect(existsSync(lock.lockFile)).toBe(false);
    lock.release();
    const again = lockDataDir(dir, { purpose: 'db:restore' });
    again.release();
  });

  it('takes over a stale lock: its process is gone', () => {
    const dir = dataDir();
    writeLock(dir, { pid: deadPid(), startTime: null });
    expect(dataDirHolder(dir)).toBeUndefined();
    const lock = lockDataDir(dir, { purpose: 'server' });
    expect(JSON.parse(readFileSync(lockFileOf(dir), 'utf8')).token).toBe(lock.holder.token);
    lock.release();
  });

  it.skipIf(processStartTime(process.pid) === null)(
    'takes over a lock whose process id now belongs to a process started at another time',
    () => {
      const dir = dataDir();
      writeLock(dir, { startTime: processStartTime(process.pid)! - 1 });
      expect(dataDirHolder(dir)).toBeUndefined();
      lockDataDir(dir, { purpose: 'server' }).release();
    },
  );

  it('takes over a lock file left empty or half written', () => {
    const dir = dataDir();
    writeFileSync(lockFileOf(dir), '{"pid": 12');
    lockDataDir(dir, { purpose: 'server' }).release();
  });

  it('leaves a lock that is no longer its own alone on release', () => {
    const dir = dataDir();
    const lock = lockDataDir(dir, { purpose: 'server' });
    writeLock(dir, { token: 'another' });
    lock.release();
    expect(JSON.parse(readFileSync(lockFileOf(dir), 'utf8')).token).toBe('another');
  });
});
