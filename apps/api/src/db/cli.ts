/**
 * Database commands: `npm run db:migrate | db:seed | db:reset` (from the repository root or the API
 * workspace). npm runs workspace scripts inside apps/api, while the server starts from the repository
 * root; the CLI moves to the root first, so relative DATABASE_URL and MEDIA_DIR paths name the same
 * directories the server uses.
 */
import { existsSync, rmSync } from 'node:fs';
import { homedir } from 'node:os';
import { relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createStorage } from '../adapters/storage/create-storage.ts';
import { ConfigError, loadEnv, type Env } from '../config/env.ts';
import { JOB_QUEUE_SCHEMA } from '../jobs/job-queue.ts';
import { openDatabase, type DatabaseHandle } from './client.ts';
import { categories, offers } from './schema/index.ts';
import { DEMO_LOGINS, DEMO_PASSWORD, seedDemoData, type SeedSummary } from './seed/seed.ts';

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const COMMANDS = ['migrate', 'seed', 'reset'] as const;
type Command = (typeof COMMANDS)[number];

class CliError extends Error {}

function isPostgres(url: string): boolean {
  return /^postgres(ql)?:\/\//.test(url);
}

function describeDatabase(env: Env): string {
  if (isPostgres(env.DATABASE_URL)) {
    const url = new URL(env.DATABASE_URL);
    return `PostgreSQL ${url.host}${url.pathname}`;
  }
  return env.DATABASE_URL === 'memory://'
    ? 'PGlite in memory'
    : `PGlite ${displayPath(pgliteDir(env.DATABASE_URL))}`;
}

function pgliteDir(url: string): string {
  return resolve(url.replace(/^file:/, ''));
}

function displayPath(path: string): string {
  const rel = relative(REPO_ROOT, path);
  return rel && !rel.startsWith('..') ? `./${rel}` : path;
}

/** Deletes a data directory, refusing anything that looks like more than one (root, home, the repository). */
function removeDirectory(path: string): void {
  const target = resolve(path);
  const forbidden = [resolve('/'), resolve(homedir()), resolve(REPO_ROOT)];
  if (forbidden.some((dir) => target === dir || dir.startsWith(`${target}/`))) {
    throw new CliError(`Refusing to delete ${target}: it is not a data directory.`);
  }
  if (!existsSync(target)) return;
  rmSync(target, { recursive: true, force: true });
  console.log(`Deleted ${displayPath(target)}.`);
}

async function migrate(env: Env): Promise<DatabaseHandle> {
  const database = await openDatabase(env.DATABASE_URL);
  try {
    await database.migrate();
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

async function counts(database: DatabaseHandle): Promise<{ categories: number; offers: number }> {
  const [c] = await database.db.select({ n: sql<number>`count(*)::int` }).from(categories);
  const [o] = await database.db.select({ n: sql<number>`count(*)::int` }).from(offers);
  return { categories: c?.n ?? 0, offers: o?.n ?? 0 };
}

async function seed(env: Env): Promise<void> {
  const database = await migrate(env);
  try {
    const existing = await counts(database);
    if (existing.categories > 0) {
      throw new CliError(
        `The database already has data (${existing.categories} categories, ${existing.offers} offers in ${describeDatabase(env)}).\n` +
          'Demo data loads only into an empty database. To drop everything and load it again, run:\n\n  npm run db:reset\n',
      );
    }
    const storage = createStorage(env);
    const summary = await seedDemoData({ db: database.db, storage, log: { info: () => undefined } });
    printSummary(env, summary);
  } finally {
    await database.close();
  }
}

async function reset(env: Env): Promise<void> {
  if (isPostgres(env.DATABASE_URL)) {
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    try {
      await client.query('drop schema if exists public cascade');
      await client.query('create schema public');
      await client.query('drop schema if exists drizzle cascade');
      // The job queue's own tables (pg-boss): jobs of the dropped data must not run.
      await client.query(`drop schema if exists ${JOB_QUEUE_SCHEMA} cascade`);
    } finally {
      await client.end();
    }
    console.log(`Dropped every table of ${describeDatabase(env)}.`);
  } else if (env.DATABASE_URL !== 'memory://') {
    removeDirectory(pgliteDir(env.DATABASE_URL));
  }
  if (env.S3_BUCKET) {
    // Demo images are written again under the same keys; uploads never reuse a key.
    console.log(
      `Images in the S3 bucket ${env.S3_BUCKET} are kept (empty it with your S3 tool if you want).`,
    );
  } else {
    removeDirectory(env.MEDIA_DIR);
  }
  await seed(env);
}

function printSummary(env: Env, summary: SeedSummary): void {
  const rows = summary.editions.map((e) => ({
    edition: e.region,
    categories: `${e.categories} + ${e.subcategories}`,
    fields: e.categoryFields,
    pages: e.pages,
    adverts: e.advertisements,
    accounts: e.accounts,
    published: e.offers.published,
    drafts: e.offers.draft,
    closed: e.offers.closed,
    photos: e.offerPhotos,
    images: e.storedImages,
  }));
  const headers = Object.keys(rows[0] ?? {}) as (keyof (typeof rows)[number])[];
  const widths = headers.map((h) => Math.max(h.length, ...rows.map((r) => String(r[h]).length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  console.log(
    `\nDemo data loaded in ${(summary.durationMs / 1000).toFixed(1)} s into ${describeDatabase(env)}; images in ${env.S3_BUCKET ? `the S3 bucket ${env.S3_BUCKET}` : displayPath(resolve(env.MEDIA_DIR))}.\n`,
  );
  console.log(line(headers));
  for (const row of rows) console.log(line(headers.map((h) => String(row[h]))));
  const featured = DEMO_LOGINS.filter((login) => login.featured);
  console.log(`\nDemo logins (password ${DEMO_PASSWORD}):`);
  for (const login of featured)
    console.log(`  ${login.region}  ${login.username.padEnd(10)} ${login.email.padEnd(22)} ${login.role}`);
  console.log(
    `  …and ${DEMO_LOGINS.length - featured.length} more demo people and companies with the same password.\n`,
  );
}

async function main(): Promise<void> {
  process.chdir(REPO_ROOT);
  const command = process.argv[2] as Command | undefined;
  if (!command || !COMMANDS.includes(command)) {
    throw new CliError(`Usage: tsx src/db/cli.ts <${COMMANDS.join('|')}>`);
  }
  const env = loadEnv();
  const started = performance.now();
  if (command === 'migrate') {
    const database = await migrate(env);
    await database.close();
    console.log(
      `Migrations applied to ${describeDatabase(env)} in ${Math.round(performance.now() - started)} ms.`,
    );
  } else if (command === 'seed') {
    await seed(env);
  } else {
    await reset(env);
  }
}

main().catch((error: unknown) => {
  if (error instanceof CliError || error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exitCode = 1;
});
