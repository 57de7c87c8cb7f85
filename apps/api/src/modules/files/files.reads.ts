import { inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { ownPart } from '../../db/unit-of-work.ts';
import { files } from '../../db/schema/index.ts';
import { PHOTO_MATCH_DISTANCE } from './files.phash.ts';
import type { FilesRepository } from './files.repository.ts';

/**
 * What other modules read and change of files, built here so only this module names the table
 * (docs/architecture.md, 'Modules and the data they own'). The fragments are correlated subqueries
 * a caller embeds in its own statement, so its read stays one round trip.
 */

/** An image as lists and pages show it: its file id, original name and storage key (prefix). */
export interface StoredImage {
  id: string;
  name: string;
  storageKey: string;
}

// A fragment's `fileId` may be an unqualified column of the caller's one-table select (Drizzle
// leaves those unqualified): `files` has no column of another table's name, so it means the caller's.

/** The storage key of the avatar file `fileId` names (an account's `avatar_file_id`), or null. */
export const avatarKeyOf = (fileId: SQLWrapper): SQL<string | null> =>
  sql<
    string | null
  >`(select avatar_file.storage_key from ${files} avatar_file where avatar_file.id = ${fileId})`;

/**
 * The avatar files as a subquery named `alias` (their id and storage key), for a read model of
 * another module that left-joins it on an account's `avatar_file_id` (accounts' `personJoin`).
 */
export const avatarFilesAs = <Alias extends string>(db: Executor, alias: Alias) =>
  db.select({ id: files.id, storageKey: files.storageKey }).from(files).as(alias);

/** The image file `fileId` names, as JSON ({ id, name, storageKey }), or null. */
export const storedImageOf = (fileId: SQLWrapper): SQL<StoredImage | null> =>
  sql<StoredImage | null>`(select json_build_object('id', image_file.id, 'name', image_file.original_name, 'storageKey', image_file.storage_key)
    from ${files} image_file where image_file.id = ${fileId})`;

/** The files' owner facts a module checks before it takes them (`ownsOfferImage`), with its own `usedElsewhere`. */
export async function imageFilesOf(
  db: Executor,
  fileIds: string[],
  usedElsewhere: (fileId: SQLWrapper) => SQL<boolean>,
) {
  if (fileIds.length === 0) return [];
  return db
    .select({
      id: files.id,
      region: files.region,
      kind: files.kind,
      ownerAccountId: files.ownerAccountId,
      usedElsewhere: usedElsewhere(files.id),
    })
    .from(files)
    .where(inArray(files.id, fileIds));
}

/** The files module's part of a scope, as other modules see it. */
export type FilesScope = { files: unknown };

/** Marks files as attached from `at` (an offer took them), in the caller's unit of work. */
export async function attachFiles(scope: FilesScope, fileIds: string[], at: Date): Promise<void> {
  await ownPart<FilesRepository>(scope.files).markAttached(fileIds, at);
}

/** A photo of the caller's list near (Hamming distance <= `PHOTO_MATCH_DISTANCE`) another's. */
export interface NearPhoto {
  fileId: string;
  otherFileId: string;
  /** What `otherUse` answered for the other photo (the offers module: the offer that shows it). */
  otherOfferId: number;
  distance: number;
}

/** Advisory locks of photo hash bands: a key of their own beside the band's index and value. */
const PHOTO_BAND_LOCK = 0x70686173; // 'phas'

/**
 * Locks, to the end of the transaction, every hash band of these photos, in one order: two
 * transactions screening photos that could match (they share a band) run one after the other, so
 * the second sees what the first published (decision 135). Flat pictures have no bands.
 */
export async function lockPhotoBands(db: Executor, fileIds: string[]): Promise<void> {
  if (fileIds.length === 0) return;
  await db.execute(sql`select pg_advisory_xact_lock(${PHOTO_BAND_LOCK}, key) from (
      select distinct band.i * 1024 + band.v as key
      from ${files} mine
      cross join lateral (values (0, mine.phash_b0), (1, mine.phash_b1), (2, mine.phash_b2),
        (3, mine.phash_b3), (4, mine.phash_b4), (5, mine.phash_b5), (6, mine.phash_b6)) band(i, v)
      where mine.id in (${sql.join(
        fileIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )}) and band.v is not null
      order by key
    ) bands`);
}

/**
 * The offer photos near the photos `fileIds` (decision 135) that `otherUse` (the caller's
 * correlated subquery, answering an offer id or null) names a use of, closest first. Candidates
 * come through the band indexes: hashes within distance 6 share one band of seven.
 */
export async function nearPhotosOf(
  db: Executor,
  fileIds: string[],
  otherUse: (fileId: SQLWrapper) => SQL<number | null>,
  limit = 20,
): Promise<NearPhoto[]> {
  if (fileIds.length === 0) return [];
  const rows = (await db.execute(sql`select * from (
      select mine.id as file_id, other.id as other_file_id,
        ${otherUse(sql`other.id`)} as other_offer_id,
        bit_count((mine.phash # other.phash)::bit(64)) as distance
      from ${files} mine
      join ${files} other on other.phash is not null and other.id <> mine.id
        and (other.phash_b0 = mine.phash_b0 or other.phash_b1 = mine.phash_b1
          or other.phash_b2 = mine.phash_b2 or other.phash_b3 = mine.phash_b3
          or other.phash_b4 = mine.phash_b4 or other.phash_b5 = mine.phash_b5
          or other.phash_b6 = mine.phash_b6)
      where mine.id in (${sql.join(
        fileIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )}) and mine.phash is not null
        and bit_count((mine.phash # other.phash)::bit(64)) <= ${PHOTO_MATCH_DISTANCE}
    ) near
    where near.other_offer_id is not null
    order by near.distance, near.file_id
    limit ${limit}`)) as unknown as {
    rows: {
      file_id: string;
      other_file_id: string;
      other_offer_id: number | string;
      distance: number | string;
    }[];
  };
  return rows.rows.map((row) => ({
    fileId: row.file_id,
    otherFileId: row.other_file_id,
    otherOfferId: Number(row.other_offer_id),
    distance: Number(row.distance),
  }));
}
