import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { favourites } from '../../db/schema/index.ts';

export function createFavouritesRepository(db: Executor) {
  return {
    /** Adds the pair once; adding it again answers the existing favourite. */
    async add(accountId: number, offerId: number): Promise<number> {
      const [inserted] = await db
        .insert(favourites)
        .values({ accountId, offerId })
        .onConflictDoNothing()
        .returning({ id: favourites.id });
      if (inserted) return inserted.id;
      const [existing] = await db
        .select({ id: favourites.id })
        .from(favourites)
        .where(and(eq(favourites.accountId, accountId), eq(favourites.offerId, offerId)));
      return existing!.id;
    },

    async remove(accountId: number, favouriteId: number): Promise<boolean> {
      const deleted = await db
        .delete(favourites)
        .where(and(eq(favourites.id, favouriteId), eq(favourites.accountId, accountId)))
        .returning({ id: favourites.id });
      return deleted.length > 0;
    },

    async page(accountId: number, page: number, pageSize: number) {
      const where = eq(favourites.accountId, accountId);
      const [rows, [total]] = await Promise.all([
        db
          .select({ favoriteId: favourites.id, offerId: favourites.offerId })
          .from(favourites)
          .where(where)
          .orderBy(desc(favourites.createdAt), desc(favourites.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ value: count() }).from(favourites).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    check(accountId: number, offerIds: number[]) {
      if (offerIds.length === 0) return Promise.resolve([]);
      return db
        .select({ favoriteId: favourites.id, offerId: favourites.offerId })
        .from(favourites)
        .where(and(eq(favourites.accountId, accountId), inArray(favourites.offerId, offerIds)));
    },
  };
}

export type FavouritesRepository = ReturnType<typeof createFavouritesRepository>;
