import type { Region } from '@marketplace/contract';
import type { TestApp, Caller } from './build-test-app.ts';
import { createOffer } from './factories.ts';

/** A card of the sandbox, valid for two more years. */
export function sandboxCard(number = '4242424242424242') {
  return { number, exp_month: 12, exp_year: new Date().getUTCFullYear() + 2, cvc: '123' };
}

export const ADDRESS: Record<Region, object> = {
  us: { street: '1 Main St', city: 'Austin', post_code: '73301', state: 'TX' },
  pl: { street: 'Marszałkowska 1', city: 'Warszawa', post_code: '00-001', state: 'mazowieckie' },
};

/** `POST /api/orders` as the spec's client sends it: offer ids and quantities, the address or null. */
export function placeOrder(
  t: TestApp,
  buyer: Caller,
  lines: { product: number; quantity?: number }[],
  options: { address?: object | null; idempotencyKey?: string } = {},
) {
  return t.as(buyer).post(
    '/api/orders',
    {
      shipping_address: options.address === undefined ? ADDRESS[buyer.region] : options.address,
      basket: { products: lines },
    },
    options.idempotencyKey ? { headers: { 'idempotency-key': options.idempotencyKey } } : {},
  );
}

/** Pays an order's payment in the sandbox with `number`; answers the sandbox's answer. */
export async function payInSandbox(t: TestApp, buyer: Caller, clientSecret: string, number?: string) {
  return t
    .as(buyer)
    .post('/api/payment-sandbox/confirm', { client_secret: clientSecret, card: sandboxCard(number) });
}

/**
 * The seller's paid order of one 100.00 product with 10.00 delivery (commission 5.00, so 105.00 for
 * the seller), through the real flows; with `completed`, confirmed and received (105.00 available).
 */
export async function paidSale(
  t: TestApp,
  {
    seller,
    buyer,
    categoryId,
    completed = false,
  }: { seller: Caller; buyer: Caller; categoryId: number; completed?: boolean },
): Promise<number> {
  const offer = await createOffer(t.database.db, {
    accountId: seller.id,
    categoryId,
    quantity: 5,
    priceAmount: 10_000,
    deliveryMethod: 'courier',
    deliveryPrice: 1_000,
  });
  const placed = (await placeOrder(t, buyer, [{ product: offer.id }])).json();
  const paid = await payInSandbox(t, buyer, placed.payment.gatewayData.clientSecret);
  if (paid.statusCode !== 200) throw new Error(`payment failed: ${paid.body}`);
  const orderId = placed.order.orderId as number;
  if (completed) {
    for (const [who, step] of [
      [seller, 'confirm'],
      [buyer, 'complete'],
    ] as const) {
      const answer = await t.as(who).post(`/api/orders/${orderId}/${step}`);
      if (answer.statusCode >= 300) throw new Error(`${step} failed: ${answer.body}`);
    }
  }
  return orderId;
}
