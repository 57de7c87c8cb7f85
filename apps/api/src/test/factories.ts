import type { OfferType, Region } from '@marketplace/contract';
import type { Executor } from '../db/client.ts';
import {
  accounts,
  categories,
  categoryFields,
  files,
  offerImages,
  offers,
  orders,
  payments,
} from '../db/schema/index.ts';
import { eq } from 'drizzle-orm';
import { createPagesRepository, type PageInput } from '../modules/pages/pages.repository.ts';

let sequence = 0;
const next = () => ++sequence;

/** Test data builders: sensible defaults, any column overridable. Passwords are not hashed here. */
export async function createAccount(db: Executor, overrides: Partial<typeof accounts.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(accounts)
    .values({
      region: 'us',
      type: 'person',
      status: 'active',
      username: `user${n}`,
      email: `user${n}@example.com`,
      passwordHash: 'not-a-real-hash',
      firstName: 'Test',
      lastName: `User ${n}`,
      ...overrides,
    })
    .returning();
  return row!;
}

export async function createCategory(
  db: Executor,
  overrides: Partial<typeof categories.$inferInsert> & { region?: Region; offerType?: OfferType } = {},
) {
  const n = next();
  const [row] = await db
    .insert(categories)
    .values({
      region: 'us',
      slug: `category-${n}`,
      name: `Category ${n}`,
      offerType: 'product',
      ...overrides,
    })
    .returning();
  return row!;
}

export async function createOffer(
  db: Executor,
  values: Partial<typeof offers.$inferInsert> & { accountId: number; categoryId: number },
) {
  const n = next();
  const [row] = await db
    .insert(offers)
    .values({
      region: 'us',
      type: 'product',
      status: 'published',
      title: `Offer ${n}`,
      description: 'A fine thing.',
      priceAmount: 1000,
      quantity: 1,
      deliveryMethod: 'pickup',
      publishedAt: new Date(Date.now() - n * 1000),
      ...values,
    })
    .returning();
  return row!;
}

/**
 * Photos of an offer, as an upload attached to it leaves them: a file row each, at `position`
 * (their order in the list unless given), linked in the order given.
 */
export async function createOfferPhotos(
  db: Executor,
  offer: { id: number; region: Region; accountId: number },
  photos: (Partial<typeof files.$inferInsert> & { position?: number })[],
) {
  const rows = [];
  for (const [index, { position = index, ...values }] of photos.entries()) {
    const n = next();
    const [file] = await db
      .insert(files)
      .values({
        region: offer.region,
        ownerAccountId: offer.accountId,
        kind: 'offer_image',
        originalName: `photo-${n}.jpg`,
        storageKey: `offers/photo-${n}`,
        attachedAt: new Date(),
        ...values,
      })
      .returning();
    await db.insert(offerImages).values({ offerId: offer.id, fileId: file!.id, position });
    rows.push(file!);
  }
  return rows;
}

export async function createCategoryField(
  db: Executor,
  values: Partial<typeof categoryFields.$inferInsert> & { categoryId: number; name: string },
) {
  const [row] = await db
    .insert(categoryFields)
    .values({ title: values.name, type: 'string', required: false, ...values })
    .returning();
  return row!;
}

/** A group of static pages of the edition with its pages, written as the admin does (HTML sanitised). */
export async function createPageGroup(
  db: Executor,
  {
    region = 'us',
    title = `Group ${next()}`,
    position = 1,
    pages,
  }: {
    region?: Region;
    title?: string;
    position?: number;
    pages: Omit<PageInput, 'region' | 'groupId'>[];
  },
) {
  const repository = createPagesRepository(db);
  const group = await repository.createGroup(region, title, position);
  const rows = [];
  for (const page of pages) rows.push(await repository.upsert({ ...page, region, groupId: group.id }));
  return { group, pages: rows };
}

/**
 * A payment as the payments module records one (pending unless told), for tests of outcomes that
 * need no provider call: Stripe's webhook, replays, cancellations.
 */
export async function createPayment(
  db: Executor,
  values: Partial<typeof payments.$inferInsert> & { accountId: number },
) {
  const n = next();
  const [row] = await db
    .insert(payments)
    .values({
      region: 'us',
      purpose: 'features',
      referenceId: n,
      amount: 499,
      currency: 'USD',
      provider: 'stripe',
      providerPaymentId: `pi_test_${n}_${Date.now()}`,
      ...values,
    })
    .returning();
  return row!;
}

/**
 * An unpaid order of `sellerId` with its payment (pending unless told), as `POST /api/orders`
 * leaves one: for tests of a payment's outcome reaching the orders module.
 */
export async function createOrderPayment(
  db: Executor,
  values: Partial<typeof payments.$inferInsert> & { accountId: number; sellerId: number },
) {
  const { sellerId, ...payment } = values;
  const [order] = await db
    .insert(orders)
    .values({
      region: 'us',
      buyerId: payment.accountId,
      sellerId,
      amount: 499,
      currency: 'USD',
      paymentDueAt: new Date(Date.now() + 15 * 60_000),
    })
    .returning();
  const row = await createPayment(db, { purpose: 'order', referenceId: order!.id, ...payment });
  await db.update(orders).set({ paymentId: row.id }).where(eq(orders.id, order!.id));
  return row;
}
