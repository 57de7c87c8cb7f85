import type { Region } from '@marketplace/contract';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { orderProducts, orders, reviews } from '../db/schema/index.ts';

const DAY = 24 * 60 * 60 * 1000;

interface DemoReview {
  reviewer: string;
  seller: string;
  rate: number;
  comment: string;
  ageDays: number;
}

/** The review `anna` gave the product of her completed purchase, per edition. */
const PURCHASE_REVIEW: Record<Region, { rate: number; comment: string }> = {
  us: { rate: 5, comment: 'Exactly as described and well packed. Thank you!' },
  pl: { rate: 5, comment: 'Zgodnie z opisem i starannie zapakowane. Dziękuję!' },
};

/**
 * Reviews of demo sellers with different rates, so sellers' pages, the offer detail and the demo
 * user's own reviews (`anna` sells too) have something to show.
 */
const ACCOUNT_REVIEWS: Record<Region, DemoReview[]> = {
  us: [
    {
      reviewer: 'jan',
      seller: 'anna',
      rate: 5,
      comment: 'Friendly, answered fast, would deal again.',
      ageDays: 6,
    },
    {
      reviewer: 'michael_b',
      seller: 'anna',
      rate: 4,
      comment: 'Item as described, pickup was easy.',
      ageDays: 15,
    },
    {
      reviewer: 'anna',
      seller: 'acme',
      rate: 3,
      comment: 'Good product, but shipping took a week.',
      ageDays: 9,
    },
    { reviewer: 'sarah_j', seller: 'acme', rate: 5, comment: 'Great service and a fair price.', ageDays: 30 },
    {
      reviewer: 'jan',
      seller: 'fixright',
      rate: 2,
      comment: 'Came two hours late and left a mess.',
      ageDays: 11,
    },
    { reviewer: 'emily_r', seller: 'fixright', rate: 4, comment: '', ageDays: 40 },
  ],
  pl: [
    {
      reviewer: 'jan',
      seller: 'anna',
      rate: 5,
      comment: 'Miły kontakt, szybka odpowiedź. Polecam!',
      ageDays: 6,
    },
    {
      reviewer: 'piotr_w',
      seller: 'anna',
      rate: 4,
      comment: 'Towar zgodny z opisem, odbiór bez problemu.',
      ageDays: 15,
    },
    {
      reviewer: 'anna',
      seller: 'polmarket',
      rate: 3,
      comment: 'Dobry produkt, ale wysyłka trwała tydzień.',
      ageDays: 9,
    },
    {
      reviewer: 'kasia_z',
      seller: 'polmarket',
      rate: 5,
      comment: 'Świetna obsługa i uczciwa cena.',
      ageDays: 30,
    },
    {
      reviewer: 'jan',
      seller: 'remontex',
      rate: 2,
      comment: 'Spóźnienie o dwie godziny i bałagan po pracy.',
      ageDays: 11,
    },
    { reviewer: 'magda_w', seller: 'remontex', rate: 4, comment: '', ageDays: 40 },
  ],
};

/**
 * Demo reviews of an edition (decision 064): `anna`'s review of the product of her completed
 * purchase (inserted by insertDemoOrders before), and account reviews of demo sellers. Accounts
 * missing from the edition's plan are skipped. Answers how many reviews it inserted.
 */
export async function insertDemoReviews(
  tx: Executor,
  region: Region,
  accountIds: Map<string, number>,
  now: Date,
): Promise<number> {
  const at = (ageDays: number) => new Date(now.getTime() - ageDays * DAY);
  const values: (typeof reviews.$inferInsert)[] = [];
  const anna = accountIds.get('anna');
  if (anna !== undefined) {
    const [bought] = await tx
      .select({ id: orderProducts.id, offerId: orderProducts.offerId, sellerId: orders.sellerId })
      .from(orders)
      .innerJoin(orderProducts, eq(orderProducts.orderId, orders.id))
      .where(and(eq(orders.region, region), eq(orders.buyerId, anna), eq(orders.status, 'completed')))
      .limit(1);
    if (bought) {
      values.push({
        region,
        target: 'order_product',
        reviewerId: anna,
        accountId: bought.sellerId,
        offerId: bought.offerId,
        orderProductId: bought.id,
        ...PURCHASE_REVIEW[region],
        createdAt: at(14),
      });
    }
  }
  for (const review of ACCOUNT_REVIEWS[region]) {
    const reviewerId = accountIds.get(review.reviewer);
    const accountId = accountIds.get(review.seller);
    if (reviewerId === undefined || accountId === undefined) continue;
    values.push({
      region,
      target: 'account',
      reviewerId,
      accountId,
      rate: review.rate,
      comment: review.comment,
      createdAt: at(review.ageDays),
    });
  }
  if (values.length > 0) await tx.insert(reviews).values(values);
  return values.length;
}
