import { existsSync } from 'node:fs';
import closeWithGrace from 'close-with-grace';
import { createStorage } from './adapters/storage/create-storage.ts';
import { buildApp } from './app.ts';
import { ConfigError, loadEnv } from './config/env.ts';
import { openDatabase } from './db/client.ts';
import { seedIfEmpty } from './db/seed/seed.ts';

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

const database = await openDatabase(env.DATABASE_URL);
await database.migrate();
const app = await buildApp({ env, database, runJobs: true });
if (env.SEED_ON_EMPTY) await seedIfEmpty(database.db, createStorage(env), app.log);

// Graceful shutdown: stop accepting, let in-flight requests finish, then close the database.
closeWithGrace({ delay: env.SHUTDOWN_GRACE_MS }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  else app.log.info({ signal }, 'shutting down');
  await app.close();
});

await app.listen({ host: env.HOST, port: env.PORT });
