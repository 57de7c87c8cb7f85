import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';

/** The real API server as a child process, in production mode, on the benchmark's database. */
export interface ApiServer {
  origin: string;
  /** The server's process, to read its CPU time. */
  pid: number;
  stop(): Promise<void>;
}

const READY_TIMEOUT_MS = 120_000;

async function waitUntilReady(origin: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The API server exited (${child.exitCode}):\n${output()}`);
    try {
      const response = await fetch(`${origin}/api/ready`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`The API server was not ready within ${READY_TIMEOUT_MS / 1000} s:\n${output()}`);
}

export async function startApiServer(
  databaseUrl: string,
  port: number,
  mediaDir: string,
  /** Overrides of the server's environment (LOG_LEVEL, say). */
  extraEnv: Record<string, string> = {},
): Promise<ApiServer> {
  const origin = `http://127.0.0.1:${port}`;
  // `BENCH_SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof'` profiles the server under the
  // benchmark's own load (the profile is written when the run stops it).
  const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: resolve(import.meta.dirname, '../..'),
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      AUTH_SECRET: randomBytes(32).toString('base64url'),
      ALTCHA_HMAC_KEY: randomBytes(32).toString('base64url'),
      LOG_LEVEL: 'warn',
      SEED_ON_EMPTY: 'false',
      MEDIA_DIR: mediaDir,
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  try {
    await waitUntilReady(origin, child, () => output);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    origin,
    pid: child.pid!,
    stop: () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null) return done();
        const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        child.once('exit', () => {
          clearTimeout(timer);
          done();
        });
        child.kill('SIGTERM');
      }),
  };
}
