import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

/** The repository's root: API processes run from there, as `npm start` runs them. */
export const ROOT = resolve(import.meta.dirname, '../..');

/** A TCP port nobody listens on right now (the kernel's choice). */
export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

/** A folder under the system's temporary one, removed by `removeTempDir`. */
export function tempDir(name: string): string {
  return mkdtempSync(join(tmpdir(), `marketplace-ops-${name}-`));
}

export function removeTempDir(dir: string): void {
  if (dir.startsWith(join(tmpdir(), 'marketplace-ops-'))) rmSync(dir, { recursive: true, force: true });
}

/** Polls `check` until it answers true, or fails after `timeoutMs` naming `what`. */
export async function waitFor(what: string, check: () => Promise<boolean> | boolean, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if (await check()) return;
    } catch {
      // not yet
    }
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(100);
  }
}

/** A child process whose last output is kept for the error message when something goes wrong. */
export interface Child {
  process: ChildProcess;
  output(): string;
  /** Resolves when the process has exited. */
  exited: Promise<void>;
}

function track(child: ChildProcess): Child {
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-30_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((done) => {
    if (child.exitCode !== null || child.signalCode !== null) done();
    else child.once('exit', () => done());
  });
  return { process: child, output: () => output, exited };
}

async function stopChild(child: Child, signal: NodeJS.Signals = 'SIGTERM', graceMs = 15_000): Promise<void> {
  const { process: proc } = child;
  if (proc.exitCode !== null || proc.signalCode !== null) return;
  const timer = setTimeout(() => proc.kill('SIGKILL'), graceMs);
  proc.kill(signal);
  await child.exited;
  clearTimeout(timer);
}

// ---------------------------------------------------------------------------------------------
// API processes

export interface ApiProcess {
  port: number;
  pid: number;
  child: Child;
  /** SIGTERM (graceful shutdown), SIGKILL after the grace. */
  stop(): Promise<void>;
  /** SIGKILL at once: a crash. */
  kill(): Promise<void>;
  running(): boolean;
}

export interface ApiOptions {
  databaseUrl: string;
  redisUrl?: string;
  port?: number;
  mediaDir: string;
  authSecret: string;
  env?: Record<string, string>;
  readyTimeoutMs?: number;
}

/** A shared signing secret: the processes of one deployment accept each other's tokens. */
export const newAuthSecret = () => randomBytes(36).toString('base64url');

/**
 * One API process in production mode, the way `marketplace@.service` starts it (node with tsx on
 * apps/api/src/server.ts): it migrates, seeds an empty database and listens on 127.0.0.1:`port`.
 */
export async function startApi(options: ApiOptions): Promise<ApiProcess> {
  const port = options.port ?? (await freePort());
  const proc = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: options.databaseUrl,
      ...(options.redisUrl ? { REDIS_URL: options.redisUrl } : {}),
      AUTH_SECRET: options.authSecret,
      // Shared by every process, as AUTH_SECRET: a challenge made by one is checked by another.
      ALTCHA_HMAC_KEY: `${options.authSecret}-altcha`,
      MEDIA_DIR: options.mediaDir,
      // Behind nginx on the same host: its X-Forwarded-For names the client (README, TRUST_PROXY).
      TRUST_PROXY: 'loopback',
      LOG_LEVEL: 'warn',
      SHUTDOWN_GRACE_MS: '5000',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const child = track(proc);
  // A process that ends by itself (not by the test's signal) tells why.
  proc.once('exit', (code) => {
    if (code !== null && code !== 0)
      console.error(
        `[ops] API process on port ${port} exited with ${code}:\n${child.output().slice(-8_000)}`,
      );
  });
  const api: ApiProcess = {
    port,
    pid: proc.pid!,
    child,
    stop: () => stopChild(child),
    kill: () => stopChild(child, 'SIGKILL'),
    running: () => proc.exitCode === null && proc.signalCode === null,
  };
  try {
    await waitFor(
      `the API process on port ${port}`,
      async () => {
        if (!api.running()) throw new Error(`The API process exited:\n${child.output()}`);
        return (await fetch(`http://127.0.0.1:${port}/api/ready`)).ok;
      },
      options.readyTimeoutMs ?? 120_000,
    );
  } catch (error) {
    proc.kill('SIGKILL');
    throw new Error(`${(error as Error).message}\n${child.output()}`);
  }
  return api;
}

// ---------------------------------------------------------------------------------------------
// nginx, with the shipped configuration

export interface Nginx {
  port: number;
  origin: string;
  dir: string;
  stop(): Promise<void>;
  /** nginx's error log (upstream failures, retries). */
  errorLog(): string;
}

/**
 * deploy/nginx/marketplace.conf made runnable by this user in `dir`: its upstream servers replaced
 * by `apiPorts`, its `listen` by a free port on 127.0.0.1, its web root by `webRoot`, wrapped in a
 * main configuration whose pid, logs and temporary files stay in `dir`. `X-Upstream` (the test's
 * addition) names the process that answered.
 */
export function nginxConfig(apiPorts: number[], port: number, webRoot: string, dir: string): string {
  let site = readFileSync(join(ROOT, 'deploy/nginx/marketplace.conf'), 'utf8');
  const servers = apiPorts.map((apiPort) => `    server 127.0.0.1:${apiPort} max_fails=1 fail_timeout=5s;`);
  site = site.replace(/^(\s*)server 127\.0\.0\.1:\d+[^;]*;\n/gm, '');
  site = site.replace(/(upstream marketplace_api \{\n)/, `$1${servers.join('\n')}\n`);
  site = site.replace(/^\s*listen [^;]+;\n/gm, '');
  site = site.replace(
    /(server \{\n)/,
    `$1  listen 127.0.0.1:${port};\n  add_header X-Upstream $upstream_addr always;\n`,
  );
  site = site.replace(/root \/srv\/marketplace\/web;/, `root ${webRoot};`);
  site = site.replace(/access_log [^;]+;/g, `access_log ${dir}/access.log;`);
  const user = process.getuid?.() === 0 ? 'user root;\n' : '';
  return `${user}worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${site}
}
`;
}

/** nginx (Debian's package; scripts/ensure-nginx.sh) in front of `apiPorts`, as a child process. */
export async function startNginx(apiPorts: number[], webRoot: string): Promise<Nginx> {
  const dir = tempDir('nginx');
  const port = await freePort();
  const conf = join(dir, 'nginx.conf');
  writeFileSync(conf, nginxConfig(apiPorts, port, webRoot, dir));
  const nginx = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
  execFileSync(nginx, ['-t', '-q', '-p', dir, '-c', conf], { stdio: 'pipe' });
  const child = track(
    spawn(nginx, ['-p', dir, '-c', conf, '-g', 'daemon off;'], { stdio: ['ignore', 'pipe', 'pipe'] }),
  );
  const origin = `http://127.0.0.1:${port}`;
  await waitFor('nginx', async () => (await fetch(`${origin}/api/health`)).ok, 15_000);
  return {
    port,
    origin,
    dir,
    errorLog: () => (existsSync(join(dir, 'error.log')) ? readFileSync(join(dir, 'error.log'), 'utf8') : ''),
    async stop() {
      await stopChild(child, 'SIGQUIT', 5_000);
      removeTempDir(dir);
    },
  };
}

/**
 * The web app's build for nginx (assets) and the API (pages): apps/web/dist when built (CI builds
 * it before this stage), else a stand-in page with one asset.
 */
export function webRoot(): string {
  const built = join(ROOT, 'apps/web/dist');
  if (existsSync(join(built, 'index.html'))) return built;
  const dir = tempDir('web');
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets/probe-0a1b2c.js'), 'console.log("marketplace");\n');
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><title>Marketplace</title>' +
      '<script type="module" src="/assets/probe-0a1b2c.js"></script></head><body><div id="root"></div></body></html>',
  );
  return dir;
}

// ---------------------------------------------------------------------------------------------
// A PostgreSQL and a Redis of the test's own

const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

/** PostgreSQL refuses to run as root: as root, its commands run as the `postgres` user. */
function asPostgresUser(command: string, args: string[]): [string, string[]] {
  if (process.getuid?.() !== 0) return [join(PG_BIN, command), args];
  return ['runuser', ['-u', 'postgres', '--', join(PG_BIN, command), ...args]];
}

export interface OwnPostgres {
  port: number;
  url(database?: string): string;
  start(): Promise<void>;
  /** `pg_ctl stop -m fast`: sessions are ended, the server shuts down cleanly. */
  stop(): Promise<void>;
  /** `pg_ctl stop -m immediate`: the server dies at once, as in a crash. */
  kill(): Promise<void>;
  destroy(): Promise<void>;
}

/**
 * `initdb` in a temporary folder and `pg_ctl` on a free port: stopped and started by the test.
 * With `standbyOf`, a streaming standby of that server instead: `pg_basebackup -R` of it (its
 * initdb allows replication connections from 127.0.0.1 without a password).
 */
export async function ownPostgres({ standbyOf }: { standbyOf?: OwnPostgres } = {}): Promise<OwnPostgres> {
  const dir = tempDir('pg');
  const data = join(dir, 'data');
  if (process.getuid?.() === 0) {
    chmodSync(dir, 0o755);
    chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString()), 0);
  }
  const port = await freePort();
  // Asynchronous: the load a test runs meanwhile must not stop while pg_ctl waits.
  const run = async (command: string, args: string[]) => {
    const [file, argv] = asPostgresUser(command, args);
    await execFileAsync(file, argv, { cwd: dir });
  };
  if (standbyOf) {
    // -R writes primary_conninfo and standby.signal: it starts as a hot standby streaming from it.
    const from = ['-h', '127.0.0.1', '-p', String(standbyOf.port), '-U', 'postgres'];
    await run('pg_basebackup', ['-D', data, ...from, '-X', 'stream', '-R', '--no-sync']);
  } else {
    await run('initdb', [
      '-D',
      data,
      '-U',
      'postgres',
      '--auth=trust',
      '--no-sync',
      '-E',
      'UTF8',
      '--locale=C',
    ]);
  }
  // wal_level=replica and the WAL senders are PostgreSQL 15's defaults, stated for the standbys.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100 -c wal_level=replica -c max_wal_senders=5`;
  const pg: OwnPostgres = {
    port,
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    start: () => run('pg_ctl', ['-D', data, '-l', join(dir, 'server.log'), '-o', options, '-w', 'start']),
    stop: () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']),
    kill: () => run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']),
    async destroy() {
      await run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
      removeTempDir(dir);
    },
  };
  await pg.start();
  return pg;
}

export interface OwnRedis {
  port: number;
  url: string;
  start(): Promise<void>;
  stop(): Promise<void>;
  destroy(): Promise<void>;
}

/** `redis-server` on a free port, no persistence: stopped and started by the test. */
export async function ownRedis(): Promise<OwnRedis> {
  const dir = tempDir('redis');
  const port = await freePort();
  let child: Child | undefined;
  const redis: OwnRedis = {
    port,
    url: `redis://127.0.0.1:${port}`,
    async start() {
      const args = [
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--save',
        '',
        '--appendonly',
        'no',
        '--dir',
        dir,
      ];
      child = track(spawn('redis-server', args, { stdio: ['ignore', 'pipe', 'pipe'] }));
      await waitFor('redis-server', () => child!.output().includes('Ready to accept connections'), 10_000);
    },
    async stop() {
      if (child) await stopChild(child, 'SIGTERM', 5_000);
      child = undefined;
    },
    async destroy() {
      await redis.stop();
      removeTempDir(dir);
    },
  };
  await redis.start();
  return redis;
}
