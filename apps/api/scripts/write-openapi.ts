/**
 * Writes the OpenAPI document of a production start (Stripe, public origins, no outbox) to the file
 * named by its argument, for `npm run docs:lint` (docs/decisions/116). Builds the app on an empty
 * PGlite in memory without listening; nothing else runs.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { buildApp } from '../src/app.ts';
import { loadEnv } from '../src/config/env.ts';
import { openDatabase } from '../src/db/client.ts';
import { PRODUCTION_START } from '../src/test/production-start.ts';

const target = process.argv[2];
if (!target) {
  console.error('usage: tsx scripts/write-openapi.ts <file.json>');
  process.exit(2);
}
const mediaDir = mkdtempSync(join(tmpdir(), 'marketplace-openapi-'));
const database = await openDatabase('memory://');
await database.migrate();
const app = await buildApp({
  env: loadEnv({ ...PRODUCTION_START, LOG_LEVEL: 'silent', MEDIA_DIR: mediaDir }),
  database,
  logger: false,
});
await app.ready();
mkdirSync(dirname(target), { recursive: true });
writeFileSync(target, `${JSON.stringify(app.swagger(), null, 2)}\n`);
await app.close();
rmSync(mediaDir, { recursive: true, force: true });
console.log(`OpenAPI document of a production start written to ${target}`);
