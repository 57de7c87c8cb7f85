import type { Region } from '@marketplace/contract';
import { and, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { joinedRead } from '../../db/joined-read.ts';
import { offerImages, offers } from '../../db/schema/index.ts';

/**
 * What other modules read of offers, built here so only this module names its tables (docs/
 * architecture.md, 'Modules and the data they own'): reads run on the caller's executor.
 */

/** The offer `offerId` names, as JSON ({ id, title }), or null: a fragment for the caller's select. */
export const offerRefOf = (offerId: SQLWrapper): SQL<{ id: number; title: string } | null> =>
  sql<{
    id: number;
    title: string;
  } | null>`(select json_build_object('id', o.id, 'title', o.title) from ${offers} o where o.id = ${offerId})`;

/**
 * The offers as a joined read (db/joined-read.ts) named `alias`, on the one `offerId` names: its id
 * and title, as `offerRefOf` gives them.
 */
export function offerRefJoin<Alias extends string>(db: Executor, alias: Alias, offerId: SQLWrapper) {
  const refs = db.select({ id: offers.id, title: offers.title }).from(offers).as(alias);
  return joinedRead(refs, eq(refs.id, offerId));
}

/** What deciding about an offer needs (may it be reviewed, by whom): undefined when there is none. */
export async function offerFactsOf(db: Executor, id: number) {
  const [row] = await db
    .select({
      id: offers.id,
      region: offers.region,
      accountId: offers.accountId,
      type: offers.type,
      status: offers.status,
      title: offers.title,
    })
    .from(offers)
    .where(eq(offers.id, id));
  return row;
}

/**
 * Whether an offer shows the file `fileId` as a photo: the files module's sweep of unused uploads
 * asks it (app.ts hands it to the files repository, as files may not depend on offers).
 */
export const offerPhotoUses = (fileId: SQLWrapper): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${offerImages} where ${offerImages.fileId} = ${fileId})`;

/** An offer of `accountId` in the edition, any status: its id, title and status; undefined when none. */
export async function offerTitleOf(db: Executor, offerId: number, accountId: number, region: Region) {
  const [row] = await db
    .select({ id: offers.id, title: offers.title, status: offers.status })
    .from(offers)
    .where(and(eq(offers.id, offerId), eq(offers.accountId, accountId), eq(offers.region, region)));
  return row;
}
