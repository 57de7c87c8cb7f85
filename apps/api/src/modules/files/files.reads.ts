import { inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { ownPart } from '../../db/unit-of-work.ts';
import { files } from '../../db/schema/index.ts';
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
