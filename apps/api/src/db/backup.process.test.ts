import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { eventually } from '../test/eventually.ts';
import { backup } from './backup.ts';
import { openDatabase } from './client.ts';
import { lockFileOf } from './data-dir-lock.ts';
import { freePort } from '../test/doomed-process.ts';

const SERVER = fileURLToPath(new URL('../server.ts', import.meta.url));
const CLI = fileURLToPath(new URL('../cli.ts', import.meta.url));

const root = mkdtempSync(join(tmpdir(), 'marketplace-restore-lock-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** What the processes share: a PGlite data directory and a media folder, no PORT (each sets its own). */
function baseEnv(dataDir: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: dataDir,
    HOST: '127.0.0.1',
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    SEED_ON_EMPTY: 'false',
    MEDIA_DIR: join(root, 'media'),
    PASSWORD_SCRYPT_LOG_N: '12',
    REDIS_URL: '',
  };
  delete env.PORT;
  return env;
}

interface Server {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

const running: ChildProcess[] = [];
afterEach(() => {
  for (const child of running.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

function spawnServer(dataDir: string, port: number): Server {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    env: { ...baseEnv(dataDir), PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

const healthy = async (port: number) =>
  (await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined))?.ok === true;

/** `npm run db:<command>` as an operator runs it: without PORT, so the default port 8080 is assumed. */
function db(dataDir: string, ...args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', CLI, ...args], {
    env: baseEnv(dataDir),
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** The data directory's identity and its neighbours: a restore moves it aside and renames another in. */
function state(dataDir: string) {
  return { inode: statSync(dataDir).ino, beside: readdirSync(root).sort() };
}

/**
 * A PGlite directory belongs to one process (decision 122): the server holds a lock beside it, and
 * db:backup and db:restore refuse while it runs, whatever port it serves on (issue 34: a restore
 * asked port 8080 of a server on another port and replaced its directory beneath it).
 */
describe('db:backup and db:restore beside a running server on another port', () => {
  it('refuse while it runs, leaving its directory untouched; succeed once it stopped; ignore a stale lock', async () => {
    // A backup to restore: another directory's, made beforehand.
    const source = join(root, 'source');
    const database = await openDatabase(source);
    await database.migrate();
    await database.close();
    const saved = join(root, 'saved');
    await backup({ databaseUrl: source, mediaDir: undefined }, saved);

    const dataDir = join(root, 'live');
    const port = await freePort();
    const server = spawnServer(dataDir, port);
    await eventually(() => healthy(port), 90_000);
    const before = state(dataDir);

    const restored = db(dataDir, 'restore', saved);
    expect(restored.status, restored.output).toBe(1);
    expect(restored.output).toContain(`in use by a server (process ${server.child.pid}, port ${port})`);
    const backedUp = db(dataDir, 'backup', join(root, 'refused-backup'));
    expect(backedUp.status, backedUp.output).toBe(1);
    expect(backedUp.output).toContain('in use by a server');
    expect(existsSync(join(root, 'refused-backup'))).toBe(false);
    expect(state(dataDir)).toEqual(before);
    expect(existsSync(lockFileOf(dataDir))).toBe(true);

    // A second server on the same directory does not start.
    const second = spawnServer(dataDir, await freePort());
    expect(await second.exited, second.output()).toBe(1);
    expect(second.output()).toContain('in use by a server');
    expect(await healthy(port)).toBe(true);

    // Stopped cleanly, the server takes its lock away; then the restore goes ahead.
    server.child.kill('SIGTERM');
    expect(await server.exited, server.output()).toBe(0);
    expect(existsSync(lockFileOf(dataDir))).toBe(false);
    const afterStop = db(dataDir, 'restore', saved);
    expect(afterStop.status, afterStop.output).toBe(0);
    expect(readdirSync(root).filter((name) => name.startsWith('live.before-restore-'))).toHaveLength(1);
    expect(existsSync(lockFileOf(dataDir))).toBe(false);

    // A lock left by a process that died (kill -9, a crash) does not block.
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
    writeFileSync(
      lockFileOf(dataDir),
      JSON.stringify({
        pid: Number(dead.stdout.toString()),
        startTime: null,
        token: 'gone',
        hostname: hostname(),
        purpose: 'server',
        port,
        since: new Date().toISOString(),
      }),
    );
    const overStale = db(dataDir, 'backup', join(root, 'after-stale'));
    expect(overStale.status, overStale.output).toBe(0);
    expect(existsSync(join(root, 'after-stale', 'manifest.json'))).toBe(true);
  }, 240_000);
});
