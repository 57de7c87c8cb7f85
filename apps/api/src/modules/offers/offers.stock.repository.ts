import type { Region } from '@marketplace/contract';
import { and, eq, gt, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { offers } from '../../db/schema/index.ts';

/**
 * A product that can be bought now: published, of the edition, not expired, with pieces left
 * (`soldOut` also takes those with none left).
 */
const buyableProductOf = (region: Region, now: Date, { soldOut = false } = {}) =>
  and(
    eq(offers.region, region),
    eq(offers.status, 'published'),
    eq(offers.type, 'product'),
    soldOut ? undefined : gt(offers.quantity, 0),
    or(isNull(offers.expiredAt), gt(offers.expiredAt, now)),
  );

/** A product's pieces as orders and price proposals see them: what is buyable, taken and given back. */
export function createOfferStock(db: Executor) {
  return {
    /**
     * Stock and delivery of the offers that can be bought now: published products of the edition,
     * not expired, with pieces left.
     */
    async buyableStock(region: Region, offerIds: number[], now: Date, soldOut = false) {
      if (offerIds.length === 0) return [];
      return db
        .select({
          id: offers.id,
          quantity: offers.quantity,
          deliveryMethod: offers.deliveryMethod,
          deliveryPrice: offers.deliveryPrice,
          proposalFloor: offers.proposalFloor,
        })
        .from(offers)
        .where(and(inArray(offers.id, offerIds), buyableProductOf(region, now, { soldOut })));
    },

    /**
     * Whether a buyer may still propose a price for the product (published, of the edition, not
     * expired, pieces left), locked against change until the transaction ends: a proposal's step
     * and whatever ends the offer (closing, the last piece sold) take turns (decision 115).
     */
    async lockProposable(region: Region, offerId: number, now: Date) {
      const [row] = await db
        .select({ id: offers.id, accountId: offers.accountId, priceAmount: offers.priceAmount })
        .from(offers)
        .where(and(eq(offers.id, offerId), buyableProductOf(region, now)))
        .for('share');
      return row;
    },

    /**
     * Takes `quantity` pieces of a buyable product (published, of the edition, not expired) for an
     * order, in one conditional update: of buyers racing for the last pieces only as many get them
     * as there are (the row lock orders them, and each re-reads the stock it waited for). Answers
     * what the order keeps of the offer, or undefined when it cannot be bought in that quantity.
     */
    async takePieces(region: Region, offerId: number, quantity: number, now: Date) {
      const [row] = await db
        .update(offers)
        .set({ quantity: sql`${offers.quantity} - ${quantity}` })
        .where(
          and(
            eq(offers.id, offerId),
            buyableProductOf(region, now, { soldOut: true }),
            gte(offers.quantity, quantity),
          ),
        )
        .returning({
          id: offers.id,
          accountId: offers.accountId,
          title: offers.title,
          priceAmount: offers.priceAmount,
          deliveryMethod: offers.deliveryMethod,
          deliveryPrice: offers.deliveryPrice,
          piecesLeft: offers.quantity,
          firstImageFileId: sql<
            string | null
          >`(select oi.file_id from offer_images oi where oi.offer_id = ${offers.id} order by oi.position limit 1)`,
        });
      return row;
    },

    /** Gives back the pieces a canceled order took (whatever the offer's status is now). */
    async returnPieces(offerId: number, quantity: number): Promise<void> {
      await db
        .update(offers)
        .set({ quantity: sql`coalesce(${offers.quantity}, 0) + ${quantity}` })
        .where(eq(offers.id, offerId));
    },
  };
}
