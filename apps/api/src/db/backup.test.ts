import { eq, sql } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createJobQueue } from '../jobs/job-queue.ts';
import { createAccount, createCategory, createOffer } from '../test/factories.ts';
import { createTestDatabase } from '../test/build-test-app.ts';
import { backup, BackupError, MANIFEST, restore } from './backup.ts';
import { openDatabase, type DatabaseHandle } from './client.ts';
import { accounts, offers } from './schema/index.ts';

const folders: string[] = [];
function tempFolder(name: string): string {
  const dir = mkdtempSync(join(tmpdir(), `marketplace-${name}-`));
  folders.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

/** Every table's rows and every sequence's position, as one comparable value. */
async function snapshot(database: DatabaseHandle): Promise<Record<string, string>> {
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
  const tables = await rows<{ schema: string; name: string }>(sql`
    select table_schema as schema, table_name as name from information_schema.tables
    where table_type = 'BASE TABLE' and table_schema in ('public', 'drizzle', 'pgboss')
    order by 1, 2`);
  const result: Record<string, string> = {};
  for (const { schema, name } of tables) {
    const [row] = await rows<{ n: number; hash: string }>(
      sql.raw(
        `select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as hash from "${schema}"."${name}" t`,
      ),
    );
    result[`${schema}.${name}`] = `${row!.n} ${row!.hash}`;
  }
  const sequences = await rows<{ schema: string; name: string }>(sql`
    select sequence_schema as schema, sequence_name as name from information_schema.sequences
    where sequence_schema in ('public', 'drizzle') order by 1, 2`);
  for (const { schema, name } of sequences) {
    const [row] = await rows<{ value: string; called: boolean }>(
      sql.raw(`select last_value::text as value, is_called as called from "${schema}"."${name}"`),
    );
    result[`sequence ${schema}.${name}`] = `${row!.value} ${row!.called}`;
  }
  return result;
}

/** Every media file with its content's hash. */
function mediaSnapshot(dir: string): Record<string, string> {
  if (!existsSync(dir)) return {};
  const files = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((item) => item.isFile());
  return Object.fromEntries(
    files.map((item) => {
      const path = join(item.parentPath, item.name);
      return [relative(dir, path), createHash('sha256').update(readFileSync(path)).digest('hex')];
    }),
  );
}

async function addData(database: DatabaseHandle, label: string) {
  const account = await createAccount(database.db, { status: 'active' });
  const category = await createCategory(database.db);
  const offer = await createOffer(database.db, {
    accountId: account.id,
    categoryId: category.id,
    title: label,
  });
  return { account, offer };
}

/** The same round trip on either database: back up, change rows and media, restore, compare. */
async function roundTrip(databaseUrl: string, open: () => Promise<DatabaseHandle>) {
  const mediaDir = join(tempFolder('media'), 'media');
  mkdirSync(join(mediaDir, 'offers'), { recursive: true });
  writeFileSync(join(mediaDir, 'offers', 'kept.webp'), 'kept image');
  writeFileSync(join(mediaDir, 'offers', 'deleted-later.webp'), 'an image deleted after the backup');

  let database = await open();
  const { offer } = await addData(database, 'Before the backup');
  await addData(database, 'Also before');
  const before = await snapshot(database);
  const mediaBefore = mediaSnapshot(mediaDir);
  expect(Object.keys(before).length).toBeGreaterThan(20);
  await database.close();

  const folder = join(tempFolder('backup'), 'nightly');
  const manifest = await backup({ databaseUrl, mediaDir }, folder);
  expect(manifest.media.files.map((file) => file.path).sort()).toEqual([
    'media/offers/deleted-later.webp',
    'media/offers/kept.webp',
  ]);
  expect(manifest.database.migrations).toBeGreaterThan(30);

  // A day of changes: rows added, deleted and changed, one image added and one deleted.
  database = await open();
  await addData(database, 'After the backup');
  await database.db.delete(offers).where(eq(offers.id, offer.id));
  await database.db.update(accounts).set({ firstName: 'Changed' });
  await database.close();
  writeFileSync(join(mediaDir, 'offers', 'new.webp'), 'new image');
  rmSync(join(mediaDir, 'offers', 'deleted-later.webp'));

  database = await open();
  expect(await snapshot(database)).not.toEqual(before);
  await database.close();

  const result = await restore({ databaseUrl, mediaDir }, folder);
  database = await open();
  try {
    expect(await snapshot(database)).toEqual(before);
  } finally {
    await database.close();
  }
  expect(mediaSnapshot(mediaDir)).toEqual(mediaBefore);
  return { folder, mediaDir, result, before };
}

describe('backup and restore (decision 107)', () => {
  describe('on PGlite (its data directory)', () => {
    const dataDir = join(tempFolder('pglite'), 'data');
    const open = async () => openDatabase(dataDir);

    it('puts the rows, sequences and media files back as they were', async () => {
      const migrated = await open();
      await migrated.migrate();
      await migrated.close();
      const { result, folder, mediaDir, before } = await roundTrip(dataDir, open);
      // What the restore replaced is kept beside it, not deleted.
      expect(result.movedAside).toHaveLength(2);
      expect(result.movedAside.every((path) => existsSync(path))).toBe(true);

      // A damaged backup changes nothing: the checksums are checked before anything is touched.
      const file = join(folder, result.manifest.database.path);
      writeFileSync(file, Buffer.concat([readFileSync(file), Buffer.from('x')]));
      writeFileSync(join(mediaDir, 'after-restore.webp'), 'x');
      await expect(restore({ databaseUrl: dataDir, mediaDir }, folder)).rejects.toThrow(
        /does not match its checksum/,
      );
      expect(existsSync(join(mediaDir, 'after-restore.webp'))).toBe(true);
      const database = await open();
      expect(await snapshot(database)).toEqual(before);
      await database.close();
      // A fresh PGlite directory is migrated, dumped and loaded twice: slow on a busy machine.
    }, 90_000);

    it('refuses a folder that is not a backup, one of the other database kind, and a non-empty target', async () => {
      const empty = tempFolder('not-a-backup');
      await expect(restore({ databaseUrl: dataDir, mediaDir: undefined }, empty)).rejects.toThrow(
        BackupError,
      );
      const folder = join(tempFolder('backup'), 'b');
      await backup({ databaseUrl: dataDir, mediaDir: undefined }, folder);
      await expect(
        restore({ databaseUrl: 'postgres://postgres@127.0.0.1:1/none', mediaDir: undefined }, folder),
      ).rejects.toThrow(/PGlite database and DATABASE_URL names a PostgreSQL one/);
      await expect(backup({ databaseUrl: dataDir, mediaDir: undefined }, folder)).rejects.toThrow(
        /not empty/,
      );
      const manifest = JSON.parse(readFileSync(join(folder, MANIFEST), 'utf8'));
      expect(manifest.media).toEqual({ kind: 's3', files: [] });
    });
  });

  describe.runIf(process.env.TEST_DATABASE_URL)('on PostgreSQL (pg_dump and pg_restore)', () => {
    it('puts the rows, sequences and media files back as they were, in a database of its own', async () => {
      const own = await createTestDatabase();
      const databaseUrl = (own.connection as { url: string }).url;
      try {
        // With the job queue's own schema (pg-boss) and a waiting job in it, as a running server has.
        const queue = createJobQueue(own, { log: { warn: () => undefined, error: () => undefined } });
        await queue.start();
        await queue.send('backup-test', { n: 1 }, { startAfter: new Date(Date.now() + 86_400_000) });
        await queue.stop();
        const { before, folder, mediaDir } = await roundTrip(databaseUrl, () => openDatabase(databaseUrl));
        expect(before['pgboss.job']).toMatch(/^1 /);

        // A process still connected (an API server not stopped): refused, nothing changed.
        const running = await openDatabase(databaseUrl);
        await createAccount(running.db, { status: 'active' });
        await expect(restore({ databaseUrl, mediaDir }, folder)).rejects.toThrow(
          /1 other session\(s\) use the database/,
        );
        expect((await snapshot(running))['public.accounts']).not.toEqual(before['public.accounts']);
        await running.close();
      } finally {
        await own.close();
      }
    }, 60_000);
  });
});
