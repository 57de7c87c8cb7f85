import type { Region } from '@marketplace/contract';
import type { TestApp, Caller } from './build-test-app.ts';

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
