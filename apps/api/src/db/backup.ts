import { PGlite } from '@electric-sql/pglite';
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  type Dirent,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import pg from 'pg';
import { PGLITE_EXTENSIONS } from './client.ts';
import { dataDirHolder, lockFileOf } from './data-dir-lock.ts';

/**
 * Backup and restore (docs/decisions/107): the database (PostgreSQL through pg_dump's custom
 * format, PGlite through its data-directory dump) and the media store (MEDIA_DIR on disk) into one
 * folder with a manifest that names and checksums every file. Restore checks the manifest first
 * and changes nothing when a file is missing, altered or of the other database kind.
 */

export const MANIFEST = 'manifest.json';
const FORMAT = 'marketplace-backup';
const VERSION = 1;
const POSTGRES_FILE = 'database.pgdump';
const PGLITE_FILE = 'database.pglite.tar.gz';
const MEDIA_FOLDER = 'media';

export class BackupError extends Error {
  override name = 'BackupError';
}

export interface BackupTarget {
  /** `postgres://…`, or a PGlite data directory (`memory://` cannot be backed up). */
  databaseUrl: string;
  /** The media store on disk; undefined when images live in S3 (not part of a backup). */
  mediaDir: string | undefined;
}

interface FileEntry {
  path: string;
  bytes: number;
  sha256: string;
}

export interface Manifest {
  format: typeof FORMAT;
  version: typeof VERSION;
  createdAt: string;
  database: FileEntry & { kind: 'postgres' | 'pglite'; migrations: number; lastMigration: string | null };
  media: { kind: 'disk'; files: FileEntry[] } | { kind: 's3'; files: [] };
}

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//.test(url);
}

function pgliteDir(url: string): string {
  if (url === 'memory://') throw new BackupError('An in-memory database (memory://) has nothing to back up.');
  return resolve(url.replace(/^file:/, ''));
}

/**
 * Refuses while another live process holds the directory's lock (decision 122): a server, on
 * whatever port, or another command. The caller (db:backup, db:restore) holds it itself meanwhile.
 */
function refuseWhileHeld(dataDir: string, action: 'backed up' | 'restored'): void {
  const holder = dataDirHolder(dataDir);
  if (holder && holder.pid !== process.pid) {
    const what = holder.purpose === 'server' ? 'a server' : `\`${holder.purpose}\``;
    throw new BackupError(
      `${dataDir} cannot be ${action} while ${what} (process ${holder.pid}${holder.port === null ? '' : `, port ${holder.port}`}) uses it (${lockFileOf(dataDir)}): stop it first.`,
    );
  }
}

function sha256(path: string): string {
  return createHash('sha256').update(readFileSync(path)).digest('hex');
}

function entry(root: string, path: string): FileEntry {
  return { path: relative(root, path), bytes: statSync(path).size, sha256: sha256(path) };
}

/** Every file under `dir`, sorted, as paths relative to `dir`. */
function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return (readdirSync(dir, { recursive: true, withFileTypes: true }) as Dirent[])
    .filter((item) => item.isFile())
    .map((item) => relative(dir, join(item.parentPath, item.name)))
    .sort();
}

/** Runs `command`, answering its standard output; a failure carries its standard error. */
function run(command: string, args: string[]): Promise<string> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error) =>
      reject(
        new BackupError(
          `${command} could not be started (${error.message}); install the PostgreSQL client tools.`,
        ),
      ),
    );
    child.on('exit', (code) =>
      code === 0
        ? resolvePromise(stdout)
        : reject(new BackupError(`${command} failed (exit ${code}):\n${stderr.trim()}`)),
    );
  });
}

/**
 * The dump's schemas are dropped and created again from it in one transaction (psql
 * --single-transaction over pg_restore's SQL): all or nothing. pg_restore's own --clean cannot drop
 * pg-boss's partitioned job tables constraint by constraint, so whole schemas are dropped instead.
 */
async function restorePostgres(databaseUrl: string, dump: string): Promise<void> {
  const listing = await run('pg_restore', ['--list', dump]);
  const schemas = new Set(['public']);
  for (const match of listing.matchAll(/^\d+; \d+ \d+ SCHEMA - (\S+) /gm)) schemas.add(match[1]!);
  const quoted = [...schemas].map((name) => `"${name.replaceAll('"', '""')}"`);
  const drop = `${quoted.map((name) => `drop schema if exists ${name} cascade;`).join(' ')} create schema public;`;
  // The SQL is written out whole first: a pg_restore that stopped halfway must not feed psql a
  // truncated script that would commit.
  const work = mkdtempSync(join(tmpdir(), 'marketplace-restore-'));
  const script = join(work, 'restore.sql');
  try {
    await run('pg_restore', ['--no-owner', '--no-privileges', `--file=${script}`, dump]);
    await run('psql', [
      '--no-psqlrc',
      '--quiet',
      '--single-transaction',
      '--set=ON_ERROR_STOP=1',
      `--command=${drop}`,
      `--file=${script}`,
      `--dbname=${databaseUrl}`,
    ]);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** How many other sessions are connected to the database (API processes, workers, a psql). */
async function otherSessions(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      'select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    return rows[0]?.n ?? 0;
  } finally {
    await client.end();
  }
}

/** The applied migrations (drizzle's own table), to tell which code a backup belongs to. */
async function migrationsOf(query: (text: string) => Promise<{ rows: unknown[] }>) {
  try {
    const { rows } = await query(
      'select hash, created_at from drizzle.__drizzle_migrations order by created_at desc, id desc',
    );
    const last = rows[0] as { created_at: string | number } | undefined;
    return { migrations: rows.length, lastMigration: last ? String(last.created_at) : null };
  } catch {
    return { migrations: 0, lastMigration: null };
  }
}

async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<PGlite> {
  return PGlite.create({ dataDir, extensions: PGLITE_EXTENSIONS, ...(loadDataDir ? { loadDataDir } : {}) });
}

/** Writes a backup of `target` into `dir` (created; it must not exist or be empty); answers its manifest. */
export async function backup(target: BackupTarget, dir: string): Promise<Manifest> {
  const out = resolve(dir);
  if (existsSync(out) && readdirSync(out).length > 0) {
    throw new BackupError(`${out} is not empty: a backup goes into a new folder.`);
  }
  if (!isPostgresUrl(target.databaseUrl)) refuseWhileHeld(pgliteDir(target.databaseUrl), 'backed up');
  mkdirSync(out, { recursive: true });

  let database: Manifest['database'];
  if (isPostgresUrl(target.databaseUrl)) {
    const file = join(out, POSTGRES_FILE);
    await run('pg_dump', [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      `--file=${file}`,
      `--dbname=${target.databaseUrl}`,
    ]);
    const client = new pg.Client({ connectionString: target.databaseUrl });
    await client.connect();
    const migrations = await migrationsOf((text) => client.query(text)).finally(() => client.end());
    database = { kind: 'postgres', ...entry(out, file), ...migrations };
  } else {
    const dataDir = pgliteDir(target.databaseUrl);
    if (!existsSync(join(dataDir, 'PG_VERSION'))) throw new BackupError(`No PGlite database in ${dataDir}.`);
    const client = await openPglite(dataDir);
    try {
      const file = join(out, PGLITE_FILE);
      const dump = await client.dumpDataDir('gzip');
      writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
      const migrations = await migrationsOf((text) => client.query(text));
      database = { kind: 'pglite', ...entry(out, file), ...migrations };
    } finally {
      await client.close();
    }
  }

  let media: Manifest['media'] = { kind: 's3', files: [] };
  if (target.mediaDir !== undefined) {
    const mediaOut = join(out, MEDIA_FOLDER);
    mkdirSync(mediaOut, { recursive: true });
    if (existsSync(target.mediaDir)) cpSync(target.mediaDir, mediaOut, { recursive: true });
    media = { kind: 'disk', files: listFiles(mediaOut).map((path) => entry(out, join(mediaOut, path))) };
  }

  const manifest: Manifest = {
    format: FORMAT,
    version: VERSION,
    createdAt: new Date().toISOString(),
    database,
    media,
  };
  writeFileSync(join(out, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/** Reads and checks a backup folder: its manifest, and every file it names against its checksum. */
export function readBackup(dir: string): Manifest {
  const from = resolve(dir);
  const manifestPath = join(from, MANIFEST);
  if (!existsSync(manifestPath)) throw new BackupError(`${from} has no ${MANIFEST}: not a backup folder.`);
  let manifest: Manifest;
  try {
    manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  } catch {
    throw new BackupError(`${manifestPath} is not valid JSON.`);
  }
  if (manifest.format !== FORMAT || manifest.version !== VERSION) {
    throw new BackupError(`${manifestPath} is not a backup of this format (${FORMAT} ${VERSION}).`);
  }
  const expected = [manifest.database, ...manifest.media.files];
  for (const file of expected) {
    const path = resolve(from, file.path);
    if (!path.startsWith(`${from}/`)) throw new BackupError(`${file.path} lies outside the backup folder.`);
    if (!existsSync(path)) throw new BackupError(`${file.path} is missing from the backup.`);
    if (statSync(path).size !== file.bytes || sha256(path) !== file.sha256) {
      throw new BackupError(
        `${file.path} does not match its checksum in the manifest: the backup is damaged.`,
      );
    }
  }
  if (manifest.media.kind === 'disk') {
    const listed = new Set(manifest.media.files.map((file) => file.path));
    const extra = listFiles(join(from, MEDIA_FOLDER)).filter((path) => !listed.has(join(MEDIA_FOLDER, path)));
    if (extra.length > 0) throw new BackupError(`${join(MEDIA_FOLDER, extra[0]!)} is not in the manifest.`);
  }
  return manifest;
}

/** A folder moved aside (not deleted) before it is replaced: `<dir>.before-restore-<time>`. */
function moveAside(dir: string, stamp: string): string | undefined {
  if (!existsSync(dir)) return undefined;
  const aside = `${dir}.before-restore-${stamp}`;
  renameSync(dir, aside);
  return aside;
}

export interface RestoreResult {
  manifest: Manifest;
  /** Where the replaced PGlite directory and media folder were moved (delete them once satisfied). */
  movedAside: string[];
}

/**
 * Puts `target` back as the backup in `dir` holds it. The API must be stopped first (PGlite has one
 * process; on PostgreSQL running processes would hold locks and keep writing). PostgreSQL is
 * restored in one transaction (`pg_restore --clean --single-transaction`): it fails whole or
 * succeeds whole. The replaced PGlite directory and media folder are moved aside, not deleted.
 */
export async function restore(target: BackupTarget, dir: string): Promise<RestoreResult> {
  const from = resolve(dir);
  const manifest = readBackup(from);
  const postgres = isPostgresUrl(target.databaseUrl);
  if ((manifest.database.kind === 'postgres') !== postgres) {
    throw new BackupError(
      `This backup is of a ${manifest.database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'} database and DATABASE_URL names a ${postgres ? 'PostgreSQL' : 'PGlite'} one.`,
    );
  }
  if (manifest.media.kind === 'disk' && target.mediaDir === undefined) {
    throw new BackupError(
      'This backup holds media files and images are configured to live in S3 (S3_BUCKET).',
    );
  }
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const movedAside: string[] = [];
  const dump = join(from, manifest.database.path);

  if (postgres) {
    const others = await otherSessions(target.databaseUrl);
    if (others > 0) {
      throw new BackupError(
        `${others} other session(s) use the database: stop every API process first, then restore.`,
      );
    }
    await restorePostgres(target.databaseUrl, dump);
  } else {
    const dataDir = pgliteDir(target.databaseUrl);
    refuseWhileHeld(dataDir, 'restored');
    // Loaded beside the live directory first, then swapped in: a dump PGlite cannot open changes nothing.
    const incoming = `${dataDir}.restoring-${stamp}`;
    mkdirSync(dirname(dataDir), { recursive: true });
    const client = await openPglite(incoming, new Blob([readFileSync(dump)]));
    await client.query('select 1');
    await client.close();
    const aside = moveAside(dataDir, stamp);
    if (aside) movedAside.push(aside);
    renameSync(incoming, dataDir);
  }

  if (manifest.media.kind === 'disk' && target.mediaDir !== undefined) {
    const mediaDir = resolve(target.mediaDir);
    const incoming = `${mediaDir}.restoring-${stamp}`;
    mkdirSync(incoming, { recursive: true });
    cpSync(join(from, MEDIA_FOLDER), incoming, { recursive: true });
    const aside = moveAside(mediaDir, stamp);
    if (aside) movedAside.push(aside);
    renameSync(incoming, mediaDir);
  }
  return { manifest, movedAside };
}
