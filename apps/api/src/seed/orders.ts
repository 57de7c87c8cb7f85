import {
  commissionOf,
  DEFAULT_COMMISSION,
  lineTotal,
  ORDER_AUTO_COMPLETE_MS,
  REGION_SETTINGS,
  type OrderStatus,
  type Region,
} from '@marketplace/contract';
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { orderProducts, orders, payments } from '../db/schema/index.ts';
import { bookSale, createLedgerRepository, releaseSale } from '../modules/ledger/index.ts';
import type { EditionPlan, PlannedAccount, PlannedOffer } from './plan.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** The orders each edition starts with: the demo buyer's purchases in each status a buyer meets. */
const DEMO_ORDERS: { buyer: string; status: OrderStatus; ageMs: number; shipmentLink?: string }[] = [
  { buyer: 'anna', status: 'completed', ageMs: 20 * DAY },
  { buyer: 'anna', status: 'confirmed', ageMs: 3 * DAY, shipmentLink: 'https://tracking.example/DEMO123' },
  { buyer: 'anna', status: 'paid', ageMs: 2 * HOUR },
  { buyer: 'jan', status: 'paid', ageMs: 5 * HOUR },
];

const buyable = (offer: PlannedOffer) =>
  offer.status === 'published' && offer.type === 'product' && (offer.priceAmount ?? 0) > 0;

/**
 * Demo orders (paid by the sandbox's test card, booked on the ledger, the stock as planned): `anna` has a completed, a
 * confirmed (with a shipment link) and a paid purchase from other sellers; `jan` bought from
 * `anna` when she sells products, so her Sold tab has an order to confirm.
 */
export async function insertDemoOrders(
  tx: Executor,
  region: Region,
  plan: EditionPlan,
  accountIds: Map<string, number>,
  offerIds: Map<string, number>,
  now: Date,
): Promise<number> {
  const accountOf = new Map(plan.accounts.map((account) => [account.seed.username, account]));
  const usedSellers = new Set<string>();
  let inserted = 0;
  for (const demo of DEMO_ORDERS) {
    const buyer = accountOf.get(demo.buyer);
    if (!buyer) continue;
    const offer =
      demo.buyer === 'jan'
        ? plan.offers.find((candidate) => buyable(candidate) && candidate.account === 'anna')
        : plan.offers.find(
            (candidate) =>
              buyable(candidate) &&
              ![demo.buyer, 'admin', 'jan'].includes(candidate.account) &&
              !usedSellers.has(candidate.account),
          );
    if (!offer) continue;
    usedSellers.add(offer.account);
    await insertOrder(tx, region, { ...demo, buyer, offer, accountIds, offerIds, now });
    inserted += 1;
  }
  return inserted;
}

async function insertOrder(
  tx: Executor,
  region: Region,
  input: {
    buyer: PlannedAccount;
    offer: PlannedOffer;
    accountIds: Map<string, number>;
    offerIds: Map<string, number>;
    now: Date;
    status: OrderStatus;
    ageMs: number;
    shipmentLink?: string;
  },
) {
  const { buyer, offer, status, now } = input;
  const boughtAt = new Date(now.getTime() - input.ageMs);
  const courier = offer.deliveryMethod === 'courier';
  const delivery = offer.deliveryMethod
    ? { method: offer.deliveryMethod, price: { amount: offer.deliveryPrice ?? 0 } }
    : null;
  const confirmedAt =
    status === 'confirmed' || status === 'completed' ? new Date(boughtAt.getTime() + HOUR) : null;
  const amount = lineTotal(offer.priceAmount!, 1, delivery);
  const sellerId = input.accountIds.get(offer.account)!;
  const buyerId = input.accountIds.get(buyer.seed.username)!;
  const paidAt = new Date(boughtAt.getTime() + 60 * 1000);
  const [payment] = await tx
    .insert(payments)
    .values({
      region,
      purpose: 'order',
      referenceId: 0, // the order's id, set below once it has one
      accountId: buyerId,
      amount,
      currency: REGION_SETTINGS[region].currency,
      provider: 'sandbox',
      providerPaymentId: `pi_demo_${region}_${buyerId}_${sellerId}_${input.ageMs}`,
      status: 'succeeded',
      cardBrand: 'visa',
      cardLast4: '4242',
      succeededAt: paidAt,
      createdAt: boughtAt,
    })
    .returning({ id: payments.id });
  const [order] = await tx
    .insert(orders)
    .values({
      region,
      buyerId,
      sellerId,
      status,
      amount,
      commission: commissionOf(offer.priceAmount!, DEFAULT_COMMISSION[region]),
      paymentId: payment!.id,
      currency: REGION_SETTINGS[region].currency,
      shipStreet: courier ? buyer.street : null,
      shipApartmentNumber: courier ? buyer.apartmentNumber : null,
      shipCity: courier ? buyer.city.name : null,
      shipState: courier ? buyer.city.state : null,
      shipPostCode: courier ? buyer.city.postCode : null,
      shipmentLink: courier ? (input.shipmentLink ?? null) : null,
      paymentDueAt: new Date(boughtAt.getTime() + 15 * 60 * 1000),
      paidAt,
      confirmedAt,
      completeDueAt: confirmedAt && new Date(confirmedAt.getTime() + ORDER_AUTO_COMPLETE_MS),
      completedAt: status === 'completed' ? new Date(boughtAt.getTime() + 4 * DAY) : null,
      createdAt: boughtAt,
      updatedAt: boughtAt,
    })
    .returning({ id: orders.id, commission: orders.commission });
  await tx.update(payments).set({ referenceId: order!.id }).where(eq(payments.id, payment!.id));
  // The money as the ledger holds it: the seller's share pending, available once completed.
  const scope = { ledger: createLedgerRepository(tx) };
  const sale = { region, orderId: order!.id, sellerId };
  await bookSale(scope, { ...sale, paymentId: payment!.id, amount, commission: order!.commission });
  if (status === 'completed') await releaseSale(scope, sale);
  const photo = [...offer.photos].sort((a, b) => a.position - b.position)[0];
  await tx.insert(orderProducts).values({
    orderId: order!.id,
    offerId: input.offerIds.get(offer.title)!,
    title: offer.title,
    imageFileId: photo?.fileId ?? null,
    unitPrice: offer.priceAmount!,
    quantity: 1,
    deliveryMethod: offer.deliveryMethod ?? 'pickup',
    deliveryPrice: courier ? (offer.deliveryPrice ?? 0) : 0,
  });
}
