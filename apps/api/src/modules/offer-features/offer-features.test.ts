import {
  FEATURE_PRICES,
  HIGHLIGHT_PERIOD_MS,
  MESSAGES,
  OFFER_PERIOD_EXTENSION_MS,
  type Region,
} from '@marketplace/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  files,
  offerFeaturePurchases,
  offers,
  payments,
  sandboxPaymentIntents,
} from '../../db/schema/index.ts';
import { buildTestApp, createTestClock, type Caller, type TestApp } from '../../test/build-test-app.ts';
import { eventually } from '../../test/eventually.ts';
import { createAccount, createCategory, createOffer } from '../../test/factories.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const CARDS = { succeeds: '4242424242424242', declined: '4000000000000002' };
const card = (number: string) => ({
  number,
  exp_month: 12,
  exp_year: new Date().getUTCFullYear() + 2,
  cvc: '123',
});

type Flags = Record<string, unknown>;

describe('paid extras: POST /api/offers/{id}/buy-features', () => {
  let t: TestApp;
  const clock = createTestClock(new Date());
  let owner: Caller;
  let other: Caller;
  let polishOwner: Caller;
  let category: number;
  let polishCategory: number;

  beforeAll(async () => {
    t = await buildTestApp({ clock });
    const db = t.database.db;
    owner = { id: (await createAccount(db)).id, region: 'us' };
    other = { id: (await createAccount(db)).id, region: 'us' };
    polishOwner = { id: (await createAccount(db, { region: 'pl' })).id, region: 'pl' };
    category = (await createCategory(db, { name: 'Bikes' })).id;
    polishCategory = (await createCategory(db, { region: 'pl', name: 'Rowery' })).id;
  });
  afterAll(() => t.close());

  const now = () => clock().getTime();
  /** A published offer of `caller`, valid for 10 more days unless told otherwise. */
  const newOffer = (caller: Caller = owner, values: Partial<typeof offers.$inferInsert> = {}) =>
    createOffer(t.database.db, {
      region: caller.region,
      accountId: caller.id,
      categoryId: caller.region === 'pl' ? polishCategory : category,
      publishedAt: new Date(now() - DAY_MS),
      expiredAt: new Date(now() + 10 * DAY_MS),
      ...values,
    });
  const buy = (caller: Caller | null, offerId: number | string, features: Flags | unknown) =>
    t.as(caller).post(`/api/offers/${offerId}/buy-features`, { features } as object);
  const pay = (caller: Caller, clientSecret: string, number = CARDS.succeeds) =>
    t.as(caller).post('/api/payment-sandbox/confirm', { client_secret: clientSecret, card: card(number) });
  const offerRow = async (id: number) =>
    (await t.database.db.select().from(offers).where(eq(offers.id, id)))[0]!;
  const purchasesOf = (offerId: number) =>
    t.database.db
      .select()
      .from(offerFeaturePurchases)
      .where(eq(offerFeaturePurchases.offerId, offerId))
      .orderBy(offerFeaturePurchases.id);
  const paymentRow = async (id: number) =>
    (await t.database.db.select().from(payments).where(eq(payments.id, id)))[0]!;

  /** Buys and pays a feature; the purchase's payment row. */
  async function buyAndPay(caller: Caller, offerId: number, features: Flags) {
    const bought = await buy(caller, offerId, features);
    expect(bought.statusCode, bought.body).toBe(201);
    const paid = await pay(caller, bought.json().payment.gatewayData.clientSecret);
    expect(paid.json()).toEqual({ status: 'succeeded' });
    const [purchase] = (await purchasesOf(offerId)).slice(-1);
    return paymentRow(purchase!.paymentId!);
  }

  it('answers the edition’s price and the payment to confirm, and records a pending purchase', async () => {
    // The prices `GET /api/offers/feature-prices` shows.
    expect(FEATURE_PRICES.us).toEqual({
      priceForHighlight: 499,
      priceForExtraImages: 299,
      priceForPeriodExtension: 399,
    });
    const offer = await newOffer();
    const cases = [
      [{ highlight: true }, 'highlight', 499],
      [{ extra_photos: true }, 'extra_photos', 299],
      [{ offer_period_extension: true, highlight: false }, 'offer_period_extension', 399],
    ] as const;
    for (const [features, feature, amount] of cases) {
      const answer = await buy(owner, offer.id, features);
      expect(answer.statusCode, answer.body).toBe(201);
      expect(answer.json()).toEqual({
        offerId: offer.id,
        feature,
        amount,
        payment: {
          gatewayData: { provider: 'sandbox', clientSecret: expect.stringMatching(/^pi_\w+_secret_/) },
        },
      });
    }
    const purchases = await purchasesOf(offer.id);
    expect(purchases.map((row) => [row.feature, row.amount, row.status, row.region])).toEqual([
      ['highlight', 499, 'pending', 'us'],
      ['extra_photos', 299, 'pending', 'us'],
      ['offer_period_extension', 399, 'pending', 'us'],
    ]);
    for (const purchase of purchases) {
      // The payment pays for this purchase: purpose features, reference the purchase's id.
      expect(await paymentRow(purchase.paymentId!)).toMatchObject({
        purpose: 'features',
        referenceId: purchase.id,
        accountId: owner.id,
        amount: purchase.amount,
        currency: 'USD',
        status: 'pending',
      });
    }
    // Nothing is applied before the payment succeeds.
    expect(await offerRow(offer.id)).toMatchObject({ highlightedUntil: null, extraPhotos: false });

    const polish = await newOffer(polishOwner);
    const prices: [Flags, number][] = [
      [{ highlight: true }, 1999],
      [{ extra_photos: true }, 1199],
      [{ offer_period_extension: true }, 1499],
    ];
    for (const [features, amount] of prices) {
      const answer = await buy(polishOwner, polish.id, features);
      expect(answer.statusCode, answer.body).toBe(201);
      expect(answer.json().amount).toBe(amount);
      const [purchase] = (await purchasesOf(polish.id)).slice(-1);
      expect(await paymentRow(purchase!.paymentId!)).toMatchObject({ amount, currency: 'PLN', region: 'pl' });
    }
  });

  it('highlights the offer for 7 days once paid: flagged in its detail and first in a search', async () => {
    const offer = await newOffer(owner, { title: 'Old red bike', publishedAt: new Date(now() - 5 * DAY_MS) });
    const newer = await newOffer(other, { title: 'New blue bike', publishedAt: new Date(now() - DAY_MS) });
    const searchTitles = async () => {
      const answer = await t.anonymous.post('/api/search/offers', {
        category,
        sort: { field: 'date', order: 'desc' },
      });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer
        .json()
        .items.map((item: { id: number; features: { highlight: boolean } }) => [
          item.id,
          item.features.highlight,
        ]);
    };
    const before = await searchTitles();
    expect(before.findIndex(([id]: [number]) => id === newer.id)).toBeLessThan(
      before.findIndex(([id]: [number]) => id === offer.id),
    );

    const payment = await buyAndPay(owner, offer.id, { highlight: true });
    expect(payment.status).toBe('succeeded');
    expect((await offerRow(offer.id)).highlightedUntil).toEqual(new Date(now() + HIGHLIGHT_PERIOD_MS));
    expect((await t.as(owner).get(`/api/offers/${offer.id}`)).json().features).toEqual({
      highlight: true,
      extraPhotos: false,
    });
    expect((await t.anonymous.get(`/api/offers/${offer.id}`)).json().features.highlight).toBe(true);
    // The highlight is written on the offer's row, whose notification (migration 0030) empties
    // the cached search answers.
    await eventually(async () => (await searchTitles())[0]?.[0] === offer.id);
    expect((await searchTitles())[0]).toEqual([offer.id, true]);
    const [purchase] = await purchasesOf(offer.id);
    expect(purchase).toMatchObject({ status: 'applied', appliedAt: clock() });

    // While it is highlighted, another highlight is refused as a form-level error.
    const again = await buy(owner, offer.id, { highlight: true });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      code: 400,
      message: 'Validation Failed',
      errors: { errors: [MESSAGES.featureAlreadyActive] },
    });

    // Once it has run out, a new highlight starts from now.
    clock.advance(HIGHLIGHT_PERIOD_MS + DAY_MS);
    try {
      expect((await t.anonymous.get(`/api/offers/${offer.id}`)).json().features.highlight).toBe(false);
      await buyAndPay(owner, offer.id, { highlight: true });
      expect((await offerRow(offer.id)).highlightedUntil).toEqual(new Date(now() + HIGHLIGHT_PERIOD_MS));
    } finally {
      clock.advance(-(HIGHLIGHT_PERIOD_MS + DAY_MS));
    }
  });

  it('applies a success once however often it is reported', async () => {
    const highlighted = await newOffer();
    const bought = (await buy(owner, highlighted.id, { highlight: true })).json();
    const secret = bought.payment.gatewayData.clientSecret;
    expect((await pay(owner, secret)).json()).toEqual({ status: 'succeeded' });
    // The browser confirms again, and the provider reports the success again.
    expect((await pay(owner, secret)).json()).toEqual({ status: 'succeeded' });
    const [purchase] = await purchasesOf(highlighted.id);
    const providerPaymentId = (await paymentRow(purchase!.paymentId!)).providerPaymentId!;
    expect(await t.app.payments.applyEvent({ type: 'succeeded', providerPaymentId })).toBe('ignored');
    expect(await t.app.payments.applyEvent({ type: 'succeeded', providerPaymentId })).toBe('ignored');
    expect((await offerRow(highlighted.id)).highlightedUntil).toEqual(new Date(now() + HIGHLIGHT_PERIOD_MS));

    // Even were the payment reported succeeded anew (its row reset), the purchase is applied once.
    const extended = await newOffer();
    const payment = await buyAndPay(owner, extended.id, { offer_period_extension: true });
    const expiry = new Date(extended.expiredAt!.getTime() + OFFER_PERIOD_EXTENSION_MS);
    expect((await offerRow(extended.id)).expiredAt).toEqual(expiry);
    await t.database.db.update(payments).set({ status: 'pending' }).where(eq(payments.id, payment.id));
    expect(
      await t.app.payments.applyEvent({ type: 'succeeded', providerPaymentId: payment.providerPaymentId! }),
    ).toBe('applied');
    expect(
      await t.app.payments.applyEvent({ type: 'succeeded', providerPaymentId: payment.providerPaymentId! }),
    ).toBe('ignored');
    expect((await offerRow(extended.id)).expiredAt).toEqual(expiry);
  });

  it('changes nothing while the card is declined, and applies the feature once it is paid', async () => {
    const offer = await newOffer();
    const bought = (await buy(owner, offer.id, { extra_photos: true })).json();
    const secret = bought.payment.gatewayData.clientSecret;
    const declined = await pay(owner, secret, CARDS.declined);
    expect(declined.json()).toMatchObject({
      status: 'requires_payment_method',
      error: { code: 'card_declined' },
    });
    expect(await offerRow(offer.id)).toMatchObject({ extraPhotos: false, highlightedUntil: null });
    expect(await purchasesOf(offer.id)).toMatchObject([{ status: 'pending', appliedAt: null }]);
    expect((await t.as(owner).get(`/api/offers/${offer.id}`)).json().features.extraPhotos).toBe(false);

    // The same payment paid with another card, as a Stripe PaymentIntent can be.
    expect((await pay(owner, secret)).json()).toEqual({ status: 'succeeded' });
    expect((await offerRow(offer.id)).extraPhotos).toBe(true);
  });

  it('lets extra photos raise the offer’s photo limit from 5 to 40', async () => {
    const offer = await newOffer(owner, { title: 'Road bike' });
    const db = t.database.db;
    const photos = await db
      .insert(files)
      .values(
        Array.from({ length: 41 }, (_, n) => ({
          region: 'us' as Region,
          ownerAccountId: owner.id,
          kind: 'offer_image' as const,
          originalName: `bike-${n}.jpg`,
          storageKey: `offers/bike-${offer.id}-${n}`,
        })),
      )
      .returning({ id: files.id });
    const edit = (count: number) =>
      t.as(owner).post(`/api/offers/${offer.id}`, {
        type: 'product',
        status: 'published',
        category,
        title: 'Road bike',
        description: 'Light and fast.',
        attributes: {},
        price: { amount: 90000 },
        quantity: 1,
        delivery: { method: 'pickup' },
        address: {
          street: '1 Main St',
          city: 'Austin',
          state: 'TX',
          post_code: '73301',
          geo_coordinate: { lat: 30.27, lon: -97.74 },
        },
        images: photos.slice(0, count).map(({ id }) => ({ file_id: id })),
      });
    const six = await edit(6);
    expect(six.statusCode).toBe(400);
    expect(six.json().errors.children.images.errors).toEqual([MESSAGES.tooManyFiles]);
    expect((await edit(5)).statusCode).toBe(200);

    await buyAndPay(owner, offer.id, { extra_photos: true });
    expect((await t.as(owner).get(`/api/offers/${offer.id}`)).json().features.extraPhotos).toBe(true);
    const forty = await edit(40);
    expect(forty.statusCode, forty.body).toBe(200);
    expect(forty.json().images).toHaveLength(40);
    const fortyOne = await edit(41);
    expect(fortyOne.statusCode).toBe(400);
    expect(fortyOne.json().errors.children.images.errors).toEqual([MESSAGES.tooManyFiles]);

    const again = await buy(owner, offer.id, { extra_photos: true });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors.errors).toEqual([MESSAGES.featureAlreadyActive]);
  });

  it('extends the validity by 30 days, from now when it has already run out', async () => {
    const valid = await newOffer();
    await buyAndPay(owner, valid.id, { offer_period_extension: true });
    const extended = new Date(valid.expiredAt!.getTime() + OFFER_PERIOD_EXTENSION_MS);
    expect((await offerRow(valid.id)).expiredAt).toEqual(extended);
    expect((await t.as(owner).get(`/api/offers/${valid.id}`)).json().expiredAt).toBe(extended.toISOString());
    // Bought again, it adds another 30 days.
    await buyAndPay(owner, valid.id, { offer_period_extension: true });
    expect((await offerRow(valid.id)).expiredAt).toEqual(
      new Date(extended.getTime() + OFFER_PERIOD_EXTENSION_MS),
    );

    // Run out but not yet closed by the expiry job: 30 days from now.
    const lapsed = await newOffer(owner, { expiredAt: new Date(now() - DAY_MS) });
    await buyAndPay(owner, lapsed.id, { offer_period_extension: true });
    expect((await offerRow(lapsed.id)).expiredAt).toEqual(new Date(now() + OFFER_PERIOD_EXTENSION_MS));
  });

  it('supersedes an unpaid request for the same feature: its payment is canceled', async () => {
    const offer = await newOffer();
    const first = (await buy(owner, offer.id, { highlight: true })).json();
    const second = (await buy(owner, offer.id, { highlight: true })).json();
    const late = await pay(owner, first.payment.gatewayData.clientSecret);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ code: 409, message: MESSAGES.paymentCanceled });
    expect((await offerRow(offer.id)).highlightedUntil).toBeNull();
    expect((await pay(owner, second.payment.gatewayData.clientSecret)).json()).toEqual({
      status: 'succeeded',
    });
    expect((await purchasesOf(offer.id)).map((row) => row.status)).toEqual(['canceled', 'applied']);
    expect((await offerRow(offer.id)).highlightedUntil).toEqual(new Date(now() + HIGHLIGHT_PERIOD_MS));
  });

  it('sells extras only to the offer’s owner, in its edition, for an offer not closed', async () => {
    const offer = await newOffer();
    const notFound = { code: 404, message: 'Not Found' };
    const others = await buy(other, offer.id, { highlight: true });
    expect(others.statusCode).toBe(404);
    expect(others.json()).toEqual(notFound);
    expect((await buy(owner, 987654321, { highlight: true })).json()).toEqual(notFound);
    // Another edition's offer does not exist here, even for an account that owns it.
    const polish = await newOffer(polishOwner);
    expect((await buy(owner, polish.id, { highlight: true })).statusCode).toBe(404);
    const misfiled = await newOffer(owner, { region: 'pl', categoryId: polishCategory });
    expect((await buy(owner, misfiled.id, { highlight: true })).statusCode).toBe(404);
    expect((await buy(null, offer.id, { highlight: true })).statusCode).toBe(401);

    const closed = await newOffer(owner, { status: 'closed', closedAt: clock() });
    for (const features of [{ highlight: true }, { extra_photos: true }, { offer_period_extension: true }]) {
      const refused = await buy(owner, closed.id, features);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        code: 400,
        message: 'Validation Failed',
        errors: { errors: [MESSAGES.cannotBuyFeatures] },
      });
    }
    // A draft takes extra photos only: a highlight or an extension would run before it is seen.
    const draft = await newOffer(owner, { status: 'draft', publishedAt: null, expiredAt: null });
    expect((await buy(owner, draft.id, { highlight: true })).json().errors.errors).toEqual([
      MESSAGES.cannotBuyFeatures,
    ]);
    expect((await buy(owner, draft.id, { offer_period_extension: true })).statusCode).toBe(400);
    expect((await buy(owner, draft.id, { extra_photos: true })).statusCode).toBe(201);

    for (const refusedOffer of [offer, polish, misfiled, closed]) {
      expect(await purchasesOf(refusedOffer.id)).toEqual([]);
    }
  });

  it('answers a bad payload with the documented validation body, never a 500', async () => {
    const offer = await newOffer();
    const oneFeature = { features: { errors: [MESSAGES.oneFeature] } };
    const cases: [unknown, (errors: Record<string, any>) => void][] = [
      [{}, (errors) => expect(errors.children).toEqual(oneFeature)],
      [{ highlight: false }, (errors) => expect(errors.children).toEqual(oneFeature)],
      [{ highlight: true, extra_photos: true }, (errors) => expect(errors.children).toEqual(oneFeature)],
      [
        { highlight: true, extra_photos: true, offer_period_extension: true },
        (errors) => expect(errors.children).toEqual(oneFeature),
      ],
      [
        { highlight: 'yes' },
        (errors) => expect(errors.children.features.children.highlight.errors).toHaveLength(1),
      ],
      [
        { extra_photos: 1, offer_period_extension: null },
        (errors) =>
          expect(Object.keys(errors.children.features.children).sort()).toEqual([
            'extraPhotos',
            'offerPeriodExtension',
          ]),
      ],
      ['highlight', (errors) => expect(errors.children.features.errors).toHaveLength(1)],
      [null, (errors) => expect(errors.children.features.errors).toHaveLength(1)],
      [undefined, (errors) => expect(errors.children.features.errors).toHaveLength(1)],
      [[true], (errors) => expect(errors.children.features.errors).toHaveLength(1)],
    ];
    for (const [features, check] of cases) {
      const answer = await buy(owner, offer.id, features);
      expect(answer.statusCode, JSON.stringify(features)).toBe(400);
      expect(answer.json()).toMatchObject({ code: 400, message: 'Validation Failed' });
      check(answer.json().errors);
    }
    // Unknown flags are ignored; a body that is not an object and a bad id are 400s too.
    expect((await buy(owner, offer.id, { highlight: true, gold: true })).statusCode).toBe(201);
    const json = { headers: { 'content-type': 'application/json' } };
    for (const raw of ['"nonsense"', '[]', '42', '{"features":']) {
      const answer = await t.as(owner).post(`/api/offers/${offer.id}/buy-features`, raw, json);
      expect(answer.statusCode, raw).toBe(400);
      expect(answer.json().code).toBe(400);
    }
    expect((await t.as(owner).post(`/api/offers/${offer.id}/buy-features`)).statusCode).toBe(400);
    expect((await buy(owner, 'abc', { highlight: true })).statusCode).toBe(400);
    expect((await buy(owner, 0, { highlight: true })).statusCode).toBe(400);
  });
});

describe('paid extras under races (issue 23, defect 2)', () => {
  let t: TestApp;
  let owner: Caller;
  let category: number;
  beforeAll(async () => {
    t = await buildTestApp();
    owner = { id: (await createAccount(t.database.db)).id, region: 'us' };
    category = (await createCategory(t.database.db)).id;
  });
  afterAll(() => t.close());

  const newOffer = () =>
    createOffer(t.database.db, {
      accountId: owner.id,
      categoryId: category,
      publishedAt: new Date(Date.now() - 60_000),
      expiredAt: new Date(Date.now() + 10 * 24 * 60 * 60 * 1000),
    });
  const buy = (offerId: number) =>
    t.as(owner).post(`/api/offers/${offerId}/buy-features`, { features: { highlight: true } });
  const paymentsFor = async (offerId: number) => {
    const purchases = await t.database.db
      .select()
      .from(offerFeaturePurchases)
      .where(eq(offerFeaturePurchases.offerId, offerId));
    return t.database.db
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.purpose, 'features'),
          inArray(
            payments.referenceId,
            purchases.map((purchase) => purchase.id),
          ),
        ),
      );
  };

  it('keeps one payment open for buys at once: the others are superseded, never charged twice', async () => {
    const offer = await newOffer();
    const answers = await Promise.all([buy(offer.id), buy(offer.id), buy(offer.id)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201]);
    await t.drainEvents();
    const all = await paymentsFor(offer.id);
    expect(all.filter((payment) => payment.status === 'pending')).toHaveLength(1);
    expect(all.every((payment) => ['pending', 'canceled'].includes(payment.status))).toBe(true);
    // Every card confirmed: only the open payment takes money; the offer is highlighted once.
    const outcomes = await Promise.all(
      answers.map((answer) =>
        t.as(owner).post('/api/payment-sandbox/confirm', {
          client_secret: answer.json().payment.gatewayData.clientSecret,
          card: card(CARDS.succeeds),
        }),
      ),
    );
    // Buys that met the open purchase answered its payment; confirming it again says it succeeded.
    expect(outcomes.some((outcome) => outcome.statusCode === 200)).toBe(true);
    expect((await paymentsFor(offer.id)).filter((payment) => payment.status === 'succeeded')).toHaveLength(1);
    expect((await buy(offer.id)).statusCode).toBe(400);
  });

  it('never applies a superseded purchase; a late success for it is refunded', async () => {
    const offer = await newOffer();
    await buy(offer.id);
    await buy(offer.id);
    await t.drainEvents();
    const [superseded] = (await paymentsFor(offer.id)).sort((a, b) => a.id - b.id);
    expect(superseded!.status).toBe('canceled');
    // The provider reports a success for it all the same (its row as if still open).
    await t.database.db.update(payments).set({ status: 'pending' }).where(eq(payments.id, superseded!.id));
    await t.database.db
      .update(sandboxPaymentIntents)
      .set({ status: 'succeeded' })
      .where(eq(sandboxPaymentIntents.id, superseded!.providerPaymentId!));
    const outcome = await t.app.payments.applyEvent({
      type: 'succeeded',
      providerPaymentId: superseded!.providerPaymentId!,
    });
    expect(outcome).toBe('applied');
    expect(
      (await t.database.db.select().from(offers).where(eq(offers.id, offer.id)))[0]!.highlightedUntil,
    ).toBeNull();
    const [purchase] = await t.database.db
      .select()
      .from(offerFeaturePurchases)
      .where(eq(offerFeaturePurchases.paymentId, superseded!.id));
    expect(purchase!.status).toBe('canceled');
    await t.drainEvents();
    const [refunded] = await t.database.db.select().from(payments).where(eq(payments.id, superseded!.id));
    expect(refunded!.status).toBe('refunded');
  });
});
