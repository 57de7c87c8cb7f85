import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { apiUrl, registerThroughApi, uniqueAccount } from './auth-helpers.ts';

/** Set-up through the API for the browser tests: users, categories and published offers. */

export type Edition = 'us' | 'pl';

/** A registered, confirmed person with a bearer token for API calls. */
export interface ApiUser {
  id: number;
  username: string;
  email: string;
  password: string;
  token: string;
}

interface CategoryNode {
  id: number;
  offerType: string;
  children: CategoryNode[];
}

interface FormField {
  name: string;
  type: 'string' | 'integer' | 'number';
  required: boolean;
  enum?: string[];
}

/** The edition's header, and the user's bearer token when given. */
export const apiHeaders = (edition: Edition, token?: string) => ({
  'X-Sales-Channel': edition,
  ...(token ? { Authorization: `Bearer ${token}` } : {}),
});

/** A fresh person, registered and confirmed through the API, signed in for API calls. */
export async function newApiUser(
  request: APIRequestContext,
  edition: Edition,
  kind: string,
): Promise<ApiUser> {
  const account = uniqueAccount(edition, kind);
  await registerThroughApi(request, edition, account);
  const session = await request.post(apiUrl('/api/sessions/create'), {
    headers: apiHeaders(edition),
    data: { username: account.username, password: account.password },
  });
  expect(session.status(), await session.text()).toBe(200);
  const { token, user } = (await session.json()) as { token: string; user: { id: number } };
  return {
    id: user.id,
    username: account.username,
    email: account.email,
    password: account.password,
    token,
  };
}

/** The first product category without children, with values for its required custom fields. */
export async function productCategory(request: APIRequestContext, edition: Edition) {
  const channel = await request.get(apiUrl('/api/sales-channel'), { headers: apiHeaders(edition) });
  const { categories } = (await channel.json()) as { categories: CategoryNode[] };
  const leaves = (nodes: CategoryNode[]): CategoryNode[] =>
    nodes.flatMap((node) => (node.children.length > 0 ? leaves(node.children) : [node]));
  const category = leaves(categories).find((node) => node.offerType === 'product')!;
  const form = await request.get(apiUrl(`/api/category/${category.id}/custom-form-fields`), {
    headers: apiHeaders(edition),
  });
  const { properties } = (await form.json()) as { properties: FormField[] };
  const attributes = Object.fromEntries(
    properties
      .filter((field) => field.required)
      .map((field) => [field.name, field.enum?.[0] ?? (field.type === 'string' ? 'Any' : 1)]),
  );
  return { id: category.id, attributes };
}

export type ProductCategory = Awaited<ReturnType<typeof productCategory>>;

/** An address per edition that the offline geocoder knows. */
const OFFER_ADDRESSES = {
  us: { street: '1 Main St', city: 'Austin', state: 'TX', post_code: '73301' },
  pl: { street: 'Marszałkowska 1', city: 'Warszawa', state: 'mazowieckie', post_code: '00-624' },
} as const;

/**
 * A published product of `seller`: its price in minor units, sent by courier at `courier` (minor
 * units) or picked up when it is undefined.
 */
export async function publishedProduct(
  request: APIRequestContext,
  edition: Edition,
  seller: ApiUser,
  {
    title,
    price,
    quantity = 3,
    courier,
    description = 'In good condition, sent the next working day.',
    shownAddress = false,
    exactAddress,
  }: {
    title: string;
    price: number;
    quantity?: number;
    courier?: number;
    description?: string;
    /** Show a real address of the edition (with its map) instead of hiding the location. */
    shownAddress?: boolean;
    /** Others see the street and the pin (true) or only the town and an area (false); unset: the default. */
    exactAddress?: boolean;
  },
): Promise<number> {
  const category = await productCategory(request, edition);
  const created = await request.post(apiUrl('/api/offers'), {
    headers: apiHeaders(edition, seller.token),
    data: {
      type: 'product',
      status: 'draft',
      category: category.id,
      title,
      description,
      attributes: category.attributes,
      price: { amount: price },
      quantity,
      delivery:
        courier === undefined ? { method: 'pickup' } : { method: 'courier', price: { amount: courier } },
      ...(shownAddress
        ? { hide_location: false, address: OFFER_ADDRESSES[edition] }
        : { hide_location: true }),
      ...(exactAddress === undefined ? {} : { show_exact_address: exactAddress }),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const published = await request.post(apiUrl(`/api/offers/${id}/publish`), {
    headers: apiHeaders(edition, seller.token),
  });
  expect(published.status(), await published.text()).toBe(200);
  return id;
}

/** A shipping address of the edition, as the API takes it. */
const shippingAddress = (edition: Edition) =>
  edition === 'us'
    ? { street: 'Main Street 1', apartment_number: '4', city: 'New York', post_code: '10001', state: 'NY' }
    : {
        street: 'Main Street 1',
        apartment_number: '4',
        city: 'Warszawa',
        post_code: '00-850',
        state: 'mazowieckie',
      };

/**
 * The buyer orders one piece of `offerId` (`POST /api/orders`) and pays it with the sandbox's test
 * card; answers the order's id once it is paid.
 */
export async function paidOrderThroughApi(
  request: APIRequestContext,
  edition: Edition,
  buyer: ApiUser,
  offerId: number,
): Promise<number> {
  const created = await request.post(apiUrl('/api/orders'), {
    headers: { ...apiHeaders(edition, buyer.token), 'Idempotency-Key': randomUUID() },
    data: {
      shipping_address: shippingAddress(edition),
      basket: { products: [{ product: offerId, quantity: 1 }] },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { order, payment } = (await created.json()) as {
    order: { orderId: number };
    payment: { gatewayData: { clientSecret: string } };
  };
  const paid = await request.post(apiUrl('/api/payment-sandbox/confirm'), {
    headers: apiHeaders(edition, buyer.token),
    data: {
      client_secret: payment.gatewayData.clientSecret,
      card: {
        number: '4242424242424242',
        exp_month: 12,
        exp_year: new Date().getUTCFullYear() + 2,
        cvc: '123',
      },
    },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  await expect
    .poll(
      async () => {
        const response = await request.get(apiUrl(`/api/orders/bought/${order.orderId}`), {
          headers: apiHeaders(edition, buyer.token),
        });
        return ((await response.json()) as { status?: string }).status;
      },
      { message: `order ${order.orderId} paid` },
    )
    .toBe('paid');
  return order.orderId;
}

/** The seller takes an order step (`confirm`, `cancel`) through the API. */
export async function orderStepThroughApi(
  request: APIRequestContext,
  edition: Edition,
  user: ApiUser,
  orderId: number,
  step: 'confirm' | 'cancel' | 'complete',
): Promise<void> {
  const response = await request.post(apiUrl(`/api/orders/${orderId}/${step}`), {
    headers: apiHeaders(edition, user.token),
  });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * A completed purchase of one piece of `offerId`: the buyer orders and pays it in the card
 * sandbox, the seller confirms it and the buyer marks it received. Answers the order's id.
 */
export async function completedPickupPurchase(
  request: APIRequestContext,
  edition: Edition,
  seller: ApiUser,
  buyer: ApiUser,
  offerId: number,
): Promise<number> {
  const orderId = await paidOrderThroughApi(request, edition, buyer, offerId);
  await orderStepThroughApi(request, edition, seller, orderId, 'confirm');
  await orderStepThroughApi(request, edition, buyer, orderId, 'complete');
  return orderId;
}

/** A draft product complete enough to publish (a price, pick-up, location hidden); its id. */
export async function completeDraft(
  request: APIRequestContext,
  edition: Edition,
  seller: ApiUser,
  category: ProductCategory,
  title: string,
): Promise<number> {
  const created = await request.post(apiUrl('/api/offers'), {
    headers: apiHeaders(edition, seller.token),
    data: {
      type: 'product',
      status: 'draft',
      category: category.id,
      title,
      description: 'In good condition, pick up any day.',
      attributes: category.attributes,
      price: { amount: 2500 },
      quantity: 1,
      delivery: { method: 'pickup' },
      hide_location: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

/** `from` starts a conversation with the seller about `offerId` and writes `message`; the conversation's id. */
export async function conversationThroughApi(
  request: APIRequestContext,
  edition: Edition,
  from: ApiUser,
  seller: ApiUser,
  offerId: number,
  message: string,
): Promise<number> {
  const started = await request.post(apiUrl(`/api/conversations/${seller.id}/${offerId}`), {
    headers: apiHeaders(edition, from.token),
  });
  expect(started.status(), await started.text()).toBe(201);
  const { id } = (await started.json()) as { id: number };
  const sent = await request.post(apiUrl('/api/conversations/message-sent'), {
    headers: apiHeaders(edition, from.token),
    data: { conversation_id: id, message },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  return id;
}

/** A bank account the sandbox pays, in each edition's format (docs/architecture.md, "Sandbox payouts"). */
const PAID_BANK_ACCOUNT = {
  us: { accountNumber: '000123456789', routingNumber: '011000015' },
  pl: { iban: 'PL61109010140000071219812874' },
} as const;

/**
 * The seller gives a bank account and asks for a payout of their available balance (the sandbox
 * pays it at once, once the server's relay has sent it); answers when nothing is left to pay out.
 */
export async function payOutThroughApi(
  request: APIRequestContext,
  edition: Edition,
  seller: ApiUser,
): Promise<void> {
  const headers = apiHeaders(edition, seller.token);
  const given = await request.post(apiUrl('/api/accounts/my/update-payout'), {
    headers,
    data: { holder: 'Sam Seller', account: PAID_BANK_ACCOUNT[edition] },
  });
  expect(given.status(), await given.text()).toBe(200);
  const asked = await request.post(apiUrl('/api/payouts'), { headers });
  expect(asked.status(), await asked.text()).toBe(201);
  await expect
    .poll(async () => {
      const balance = await request.get(apiUrl('/api/payouts/balance'), { headers });
      const { available, inPayout } = (await balance.json()) as { available: number; inPayout: number };
      return available + inPayout;
    })
    .toBe(0);
}

/** The user deletes their account (`POST /api/accounts/my/delete`, decision 078). */
export async function deleteAccountThroughApi(
  request: APIRequestContext,
  edition: Edition,
  user: ApiUser,
): Promise<void> {
  const response = await request.post(apiUrl('/api/accounts/my/delete'), {
    headers: apiHeaders(edition, user.token),
    data: { password: user.password },
  });
  expect(response.status(), await response.text()).toBe(200);
}
