/**
 * Database commands: `npm run db:migrate | db:seed | db:reset | db:backup [folder] | db:restore
 * <folder> | finance:reconcile` (from the repository root or the API workspace). npm runs workspace scripts inside apps/api, while the server starts from the repository
 * root; the CLI moves to the root first, so relative DATABASE_URL and MEDIA_DIR paths name the same
 * directories the server uses.
 */
import { existsSync, rmSync } from 'node:fs';
import { homedir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createStorage } from './adapters/storage/create-storage.ts';
import { ConfigError, loadEnv, type Env } from './config/env.ts';
import { JOB_QUEUE_SCHEMA } from './jobs/job-queue.ts';
import { backup, BackupError, restore, type BackupTarget, type Manifest } from './db/backup.ts';
import { openDatabase, type DatabaseHandle } from './db/client.ts';
import { DataDirLockedError, lockDataDir, pgliteDataDir, type DataDirLock } from './db/data-dir-lock.ts';
import { categories, offers } from './db/schema/index.ts';
import { reconcileBooks } from './finance.ts';
import { DEMO_LOGINS, DEMO_PASSWORD, seedDemoData, type SeedSummary } from './seed/seed.ts';

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const COMMANDS = ['migrate', 'seed', 'reset', 'backup', 'restore', 'reconcile'] as const;
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

/** A folder the user named, relative to where they ran npm (npm runs this in apps/api). */
function userPath(path: string): string {
  return resolve(process.env.INIT_CWD ?? REPO_ROOT, path);
}

function backupTarget(env: Env): BackupTarget {
  return { databaseUrl: env.DATABASE_URL, mediaDir: env.S3_BUCKET ? undefined : resolve(env.MEDIA_DIR) };
}

/**
 * PGlite is one process's (decision 122): a command on a PGlite directory holds the directory's lock
 * while it runs, and refuses while a live process (a server on whatever port, another command) holds
 * it. On PostgreSQL a backup runs online, and a restore refuses while other sessions are connected.
 */
function lockWhileRunning(env: Env, command: Command): DataDirLock | undefined {
  const dataDir = pgliteDataDir(env.DATABASE_URL);
  if (dataDir === undefined) return undefined;
  try {
    return lockDataDir(dataDir, { purpose: `db:${command}` });
  } catch (error) {
    if (error instanceof DataDirLockedError)
      throw new CliError(`${error.message} Then run db:${command} again.`);
    throw error;
  }
}

function describeManifest(manifest: Manifest): string {
  const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  const mediaBytes = manifest.media.files.reduce((sum, file) => sum + file.bytes, 0);
  return (
    `  database: ${manifest.database.kind}, ${megabytes(manifest.database.bytes)}, ${manifest.database.migrations} migrations
` +
    `  media:    ${manifest.media.kind === 's3' ? 'in S3, not part of the backup' : `${manifest.media.files.length} files, ${megabytes(mediaBytes)}`}
` +
    `  made:     ${manifest.createdAt}`
  );
}

async function runBackup(env: Env, folder: string | undefined): Promise<void> {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const dir = folder ? userPath(folder) : join(REPO_ROOT, 'backups', stamp);
  const manifest = await backup(backupTarget(env), dir);
  console.log(`Backed up ${describeDatabase(env)} into ${displayPath(dir)}:
${describeManifest(manifest)}`);
  if (manifest.media.kind === 's3') {
    console.log(`Images in the S3 bucket ${env.S3_BUCKET} are not copied: keep the bucket versioned.`);
  }
}

async function runRestore(env: Env, folder: string | undefined): Promise<void> {
  if (!folder) throw new CliError('Usage: npm run db:restore -- <backup folder>');
  const { manifest, movedAside } = await restore(backupTarget(env), userPath(folder));
  console.log(`Restored ${describeDatabase(env)} from ${displayPath(userPath(folder))}:
${describeManifest(manifest)}`);
  for (const path of movedAside)
    console.log(`The replaced ${displayPath(path)} is kept; delete it once satisfied.`);
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

/**
 * `npm run finance:reconcile`: checks the ledger's invariants and compares it with the payments and
 * payouts recorded and, with the sandbox providers, with their own records (docs/decisions/125);
 * prints each difference and exits 1 when there is any. The result is kept for the console's
 * finance page.
 */
async function runReconcile(env: Env): Promise<void> {
  const database = await migrate(env);
  try {
    if (env.STRIPE_SECRET_KEY)
      console.log("Stripe's own records are not reachable from here: compared with our records only.");
    const differences = await reconcileBooks(database.db, env);
    if (differences.length > 0) {
      throw new CliError(
        `The books of ${describeDatabase(env)} do not reconcile:\n${differences.map((line) => `  - ${line}`).join('\n')}`,
      );
    }
    console.log(`The books of ${describeDatabase(env)} reconcile.`);
  } finally {
    await database.close();
  }
}

async function main(): Promise<void> {
  process.chdir(REPO_ROOT);
  const command = process.argv[2] as Command | undefined;
  if (!command || !COMMANDS.includes(command)) {
    throw new CliError(`Usage: tsx src/cli.ts <${COMMANDS.join('|')}> [backup folder]`);
  }
  const env = loadEnv();
  const lock = lockWhileRunning(env, command);
  try {
    await runCommand(env, command);
  } finally {
    lock?.release();
  }
}

async function runCommand(env: Env, command: Command): Promise<void> {
  const started = performance.now();
  if (command === 'migrate') {
    const database = await migrate(env);
    await database.close();
    console.log(
      `Migrations applied to ${describeDatabase(env)} in ${Math.round(performance.now() - started)} ms.`,
    );
  } else if (command === 'seed') {
    await seed(env);
  } else if (command === 'backup') {
    await runBackup(env, process.argv[3]);
  } else if (command === 'restore') {
    await runRestore(env, process.argv[3]);
  } else if (command === 'reconcile') {
    await runReconcile(env);
  } else {
    await reset(env);
  }
}

main().catch((error: unknown) => {
  if (error instanceof CliError || error instanceof ConfigError || error instanceof BackupError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exitCode = 1;
});
