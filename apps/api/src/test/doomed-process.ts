import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DatabaseHandle } from '../db/client.ts';
import { eventually } from './eventually.ts';

const SERVER = fileURLToPath(new URL('../server.ts', import.meta.url));

/** A port nobody listens on now, for a server process of a test. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export interface DoomedProcess {
  /** A request to it, in the US edition, JSON when it has a body. */
  call(path: string, init?: RequestInit): Promise<Response>;
  /** SIGKILL: no shutdown hook runs, as when the machine dies. Answers once it has exited. */
  kill(): Promise<void>;
}

/**
 * A real API process on the test's PostgreSQL database, for the crash tests: it writes events and
 * never handles them (its relay is off), so whatever follows a commit it made is left for another
 * process, once it has been killed.
 */
export async function startDoomedProcess(database: DatabaseHandle): Promise<DoomedProcess> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    env: {
      ...process.env,
      DATABASE_URL: (database.connection as { url: string }).url,
      HOST: '127.0.0.1',
      PORT: String(port),
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SEED_ON_EMPTY: 'false',
      MEDIA_DIR: mkdtempSync(join(tmpdir(), 'marketplace-crash-')),
      PASSWORD_SCRYPT_LOG_N: '12',
      EVENT_RELAY: 'false',
      REDIS_URL: '',
    },
    stdio: 'ignore',
  });
  const kill = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  };
  const call = (path: string, init: RequestInit = {}) =>
    fetch(`http://127.0.0.1:${port}${path}`, {
      ...init,
      headers: {
        'x-sales-channel': 'us',
        ...(init.body ? { 'content-type': 'application/json' } : {}),
        ...init.headers,
      },
    });
  // A cold start compiles the server with tsx: slow on a busy machine. One that never answers is
  // killed, not left running.
  await eventually(async () => (await call('/api/health').catch(() => undefined))?.ok === true, 90_000).catch(
    async (error: unknown) => {
      await kill();
      throw error;
    },
  );
  return { call, kill };
}
