import { and, asc, eq, gt } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { favourites } from '../../db/schema/index.ts';

/** What the favourites module hands to "Download my data" (decision 077): an account's favourites, a page at a time. */
export function createFavouritesExport(db: Executor) {
  return {
    favouritesOfAccountForExport(accountId: number, afterId: number, limit: number) {
      return db
        .select({ id: favourites.id, offerId: favourites.offerId, createdAt: favourites.createdAt })
        .from(favourites)
        .where(and(eq(favourites.accountId, accountId), gt(favourites.id, afterId)))
        .orderBy(asc(favourites.id))
        .limit(limit);
    },
  };
}

export type FavouritesExport = ReturnType<typeof createFavouritesExport>;
