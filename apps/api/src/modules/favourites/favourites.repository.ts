import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { favourites } from '../../db/schema/index.ts';

/** Which of some offers an account has among its favourites. */
function checkQuery(db: Executor) {
  return db
    .select({ favoriteId: favourites.id, offerId: favourites.offerId })
    .from(favourites)
    .where(
      and(
        eq(favourites.accountId, sql.placeholder('accountId')),
        // One array parameter, so the statement is the same however many ids are asked.
        sql`${favourites.offerId} = any(${sql.placeholder('offerIds')}::integer[])`,
      ),
    );
}

export function createFavouritesRepository(db: Executor) {
  let checkStatement: ReturnType<ReturnType<typeof checkQuery>['prepare']> | undefined;
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

    /** Asked by every list the web app shows a signed-in user: its SQL is built once (prepared). */
    check(accountId: number, offerIds: number[]): Promise<{ favoriteId: number; offerId: number }[]> {
      if (offerIds.length === 0) return Promise.resolve([]);
      checkStatement ??= checkQuery(db).prepare('favourites_check');
      return checkStatement.execute({ accountId, offerIds });
    },

    /** The accounts that have an offer among their favourites. */
    async fansOf(offerId: number): Promise<number[]> {
      const rows = await db
        .select({ accountId: favourites.accountId })
        .from(favourites)
        .where(eq(favourites.offerId, offerId));
      return rows.map((row) => row.accountId);
    },

    /** Removes every favourite of an account (it was deleted, decision 078). */
    async removeAllOf(accountId: number): Promise<void> {
      await db.delete(favourites).where(eq(favourites.accountId, accountId));
    },
  };
}

export type FavouritesRepository = ReturnType<typeof createFavouritesRepository>;
