/**
 * Writes the OpenAPI document of a production start (Stripe, public origins, no outbox) to the file
 * named by its argument, for `npm run docs:lint` (docs/decisions/116). Builds the app on an empty
 * PGlite in memory without listening; nothing else runs.
 */
import { writeFileSync } from 'node:fs';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/app.ts';
import { loadEnv } from '../src/config/env.ts';
import { openDatabase } from '../src/db/client.ts';

/** What a deployed server is given (its secrets are placeholders: no request is made). */
export const PRODUCTION_START = {
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  AUTH_SECRET: 'a-placeholder-secret-of-at-least-32-characters',
  PUBLIC_ORIGIN_TEMPLATE: 'https://{region}.market.example',
  STRIPE_SECRET_KEY: 'sk_test_0123456789abcdef',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_0123456789abcdef',
  STRIPE_WEBHOOK_SECRET: 'whsec_0123456789abcdef',
};

const target = process.argv[2];
if (!target) {
  console.error('usage: tsx scripts/write-openapi.ts <file.json>');
  process.exit(2);
}
const mediaDir = mkdtempSync(join(tmpdir(), 'marketplace-openapi-'));
const database = await openDatabase('memory://');
await database.migrate();
const app = await buildApp({ env: loadEnv({ ...PRODUCTION_START, MEDIA_DIR: mediaDir }), database, logger: false });
await app.ready();
writeFileSync(target, `${JSON.stringify(app.swagger(), null, 2)}\n`);
await app.close();
rmSync(mediaDir, { recursive: true, force: true });
console.log(`OpenAPI document of a production start written to ${target}`);
