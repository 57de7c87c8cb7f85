import { existsSync } from 'node:fs';
import closeWithGrace from 'close-with-grace';
import { createStorage } from './adapters/storage/create-storage.ts';
import { buildApp } from './app.ts';
import { ConfigError, loadEnv } from './config/env.ts';
import { openDatabase } from './db/client.ts';
import { DataDirLockedError, lockDataDir, pgliteDataDir, type DataDirLock } from './db/data-dir-lock.ts';
import { seedIfEmpty } from './seed/seed.ts';

if (existsSync('.env')) process.loadEnvFile('.env');

let env;
try {
  env = loadEnv();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

// A PGlite directory is this process's alone (decision 122): refused while another process holds it.
const dataDir = pgliteDataDir(env.DATABASE_URL);
let lock: DataDirLock | undefined;
try {
  lock = dataDir === undefined ? undefined : lockDataDir(dataDir, { purpose: 'server', port: env.PORT });
} catch (error) {
  if (error instanceof DataDirLockedError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
// Whatever way the process ends, its lock goes with it (a kill -9 leaves a stale one, taken over).
process.once('exit', () => lock?.release());

const database = await openDatabase(env.DATABASE_URL);
await database.migrate();
const app = await buildApp({ env, database, runJobs: true });
if (env.SEED_ON_EMPTY) await seedIfEmpty(database.db, createStorage(env), app.log);

// Graceful shutdown: stop accepting, let in-flight requests finish, then close the database.
closeWithGrace({ delay: env.SHUTDOWN_GRACE_MS }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  else app.log.info({ signal }, 'shutting down');
  await app.close();
  lock?.release();
});

await app.listen({ host: env.HOST, port: env.PORT });
