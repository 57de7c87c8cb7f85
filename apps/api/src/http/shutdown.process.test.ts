import { REALTIME_CLOSE, REALTIME_PATH } from '@marketplace/contract';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { eventually } from '../test/eventually.ts';
import { freePort } from '../test/doomed-process.ts';

const SERVER = fileURLToPath(new URL('../server.ts', import.meta.url));

interface Server {
  child: ChildProcess;
  port: number;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
}

/** What each process printed, for a failure's message. */
const outputs = new Map<ChildProcess, () => string>();
const started: { child: ChildProcess; mediaDir: string }[] = [];
afterEach(() => {
  for (const { child, mediaDir } of started.splice(0)) {
    if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(mediaDir, { recursive: true, force: true });
  }
});

/** The real server (server.ts) in a child process, on an in-memory database. */
async function startServer(env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const mediaDir = mkdtempSync(join(tmpdir(), 'marketplace-shutdown-'));
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    env: {
      ...process.env,
      DATABASE_URL: 'memory://',
      HOST: '127.0.0.1',
      PORT: String(port),
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      SEED_ON_EMPTY: 'false',
      MEDIA_DIR: mediaDir,
      PASSWORD_SCRYPT_LOG_N: '12',
      REDIS_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  outputs.set(child, () => output);
  started.push({ child, mediaDir });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await eventually(
    async () => (await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined))?.ok === true,
    60_000,
  );
  return { child, port, exited };
}

/** A contact-form POST whose body is sent in two parts: the request is in flight in between. */
function slowRequest(port: number) {
  const body = JSON.stringify({
    subject: 'general',
    email_address: 'shutdown@example.com',
    message: 'Hello',
  });
  const socket = connect(port, '127.0.0.1');
  let answer = '';
  socket.on('data', (chunk) => (answer += chunk.toString()));
  const ended = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  socket.on('error', () => undefined);
  const half = Math.floor(body.length / 2);
  socket.write(
    `POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Sales-Channel: us\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, half)}`,
  );
  return {
    finish: () => socket.write(body.slice(half)),
    /** The status code of the answer, once the server has closed the connection. */
    status: async () => {
      await ended;
      return Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0);
    },
    socket,
  };
}

/** A WebSocket to the realtime path by hand (no client library): answers the close code the server sends. */
function openWebSocket(port: number): Promise<{ socket: Socket; closeCode: Promise<number> }> {
  return new Promise((resolve, reject) => {
    const upgrade = request({
      host: '127.0.0.1',
      port,
      path: REALTIME_PATH,
      headers: {
        connection: 'Upgrade',
        upgrade: 'websocket',
        'sec-websocket-key': randomBytes(16).toString('base64'),
        'sec-websocket-version': '13',
        'x-sales-channel': 'us',
      },
    });
    upgrade.on('upgrade', (_response, socket) => {
      let frames = Buffer.alloc(0);
      const closeCode = new Promise<number>((resolveCode) => {
        socket.on('data', (chunk: Buffer) => {
          frames = Buffer.concat([frames, chunk]);
          // Server frames are unmasked; a close frame (opcode 8) starts its payload with the code.
          for (let at = 0; at + 2 <= frames.length;) {
            const opcode = frames[at]! & 0x0f;
            const length = frames[at + 1]! & 0x7f;
            if (opcode === 8 && at + 4 <= frames.length) return resolveCode(frames.readUInt16BE(at + 2));
            at += 2 + length;
          }
        });
        socket.on('close', () => resolveCode(0));
      });
      resolve({ socket, closeCode });
    });
    upgrade.on('response', (response) => reject(new Error(`no upgrade: ${response.statusCode}`)));
    upgrade.on('error', reject);
    upgrade.end();
  });
}

/**
 * Graceful shutdown of a real server process (decision 104): SIGTERM stops accepting, tells every
 * socket 'going away' (the web client reconnects, to another process behind the proxy), lets the
 * requests in flight finish, closes the database, and exits; within SHUTDOWN_GRACE_MS whatever happens.
 */
describe('a server process told to stop (SIGTERM)', () => {
  it('finishes the request in flight, closes sockets with 1001, refuses new connections, then exits 0', async () => {
    const server = await startServer({ SHUTDOWN_GRACE_MS: '10000' });
    const slow = slowRequest(server.port);
    const ws = await openWebSocket(server.port);
    // The request has reached the server (its half body is being read) before the signal.
    await new Promise((resolve) => setTimeout(resolve, 300));

    const signalled = performance.now();
    server.child.kill('SIGTERM');
    expect(await ws.closeCode).toBe(REALTIME_CLOSE.goingAway);
    await eventually(
      async () =>
        (await fetch(`http://127.0.0.1:${server.port}/api/health`).catch(() => 'refused')) === 'refused',
    );
    // Still up: it waits for the request whose body has not all arrived.
    expect(server.child.exitCode).toBeNull();

    slow.finish();
    expect(await slow.status()).toBe(204);
    expect(await server.exited, outputs.get(server.child)!()).toBe(0);
    expect(performance.now() - signalled).toBeLessThan(10_000);
  }, 90_000);

  it('exits within SHUTDOWN_GRACE_MS when a request never finishes', async () => {
    const server = await startServer({ SHUTDOWN_GRACE_MS: '1500' });
    slowRequest(server.port);
    await new Promise((resolve) => setTimeout(resolve, 300));

    const signalled = performance.now();
    server.child.kill('SIGTERM');
    const code = await server.exited;
    const elapsed = performance.now() - signalled;
    // close-with-grace gives up after the grace period: exit 1, the stuck request cut off.
    expect(code).toBe(1);
    expect(elapsed).toBeGreaterThanOrEqual(1_400);
    // The grace period plus the time a busy machine (a CI run's parallel tests) takes to exit.
    expect(elapsed).toBeLessThan(6_000);
  }, 90_000);
});
