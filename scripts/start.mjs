#!/usr/bin/env node
// `npm start`: build the web app if its sources changed, then run the API server, which migrates,
// seeds an empty database and serves both editions on one port (http://us.localhost:8080, http://pl.localhost:8080).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
// WEB_DIST_DIR lets parallel test runs build into folders of their own.
const dist = process.env.WEB_DIST_DIR ? join(root, process.env.WEB_DIST_DIR) : join(root, 'apps/web/dist');

function newestMtime(path) {
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  return Math.max(info.mtimeMs, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

const webSources = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/public',
  'packages/contract/src',
]
  .map((path) => join(root, path))
  .filter(existsSync);
const builtAt = existsSync(join(dist, 'index.html')) ? statSync(join(dist, 'index.html')).mtimeMs : 0;
if (builtAt < Math.max(...webSources.map(newestMtime))) {
  console.log('Building the web app…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@marketplace/web'], {
    stdio: 'inherit',
    // Always a production build, also for a server started with another NODE_ENV (the browser tests'
    // 'test'): Vite would otherwise build React's development JSX, which a production server cannot run.
    env: { ...process.env, WEB_DIST_DIR: dist, NODE_ENV: 'production' },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// A local production run needs a signing secret; keep a generated one beside the data.
const env = { NODE_ENV: 'production', ...process.env, WEB_DIST_DIR: dist };
if (!env.AUTH_SECRET) {
  const secretFile = join(root, 'data/auth-secret');
  if (!existsSync(secretFile)) {
    mkdirSync(dirname(secretFile), { recursive: true });
    writeFileSync(secretFile, randomBytes(48).toString('base64url'), { mode: 0o600 });
  }
  env.AUTH_SECRET = readFileSync(secretFile, 'utf8').trim();
}
// And one for the forms' proof-of-work challenges (decision 134).
if (!env.ALTCHA_HMAC_KEY) {
  const keyFile = join(root, 'data/altcha-key');
  if (!existsSync(keyFile)) {
    mkdirSync(dirname(keyFile), { recursive: true });
    writeFileSync(keyFile, randomBytes(48).toString('base64url'), { mode: 0o600 });
  }
  env.ALTCHA_HMAC_KEY = readFileSync(keyFile, 'utf8').trim();
}

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
  stdio: 'inherit',
  env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
