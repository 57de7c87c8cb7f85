import {
  ADVERT_AREAS,
  LIMITS,
  OFFER_TYPES,
  REGION_STATES,
  REGIONS,
  SPEC_PAGE_SLUGS,
  type AdvertisementDto,
  type CategoryDto,
  type HomeDto,
  type PopularSearchesDto,
  type Region,
  type SalesChannelDto,
  type SearchOffersResultDto,
  type StaticPageDto,
  type StaticPageGroupDto,
} from '@marketplace/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalDiskStorage } from '../adapters/storage/local-disk-storage.ts';
import { verifyPassword } from '../shared/passwords.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import {
  accounts,
  categories,
  categoryFields,
  files,
  offerImages,
  offers,
  reviews,
} from '../db/schema/index.ts';
import { EDITIONS } from './content/editions.ts';
import { DEMO_SEARCHES } from './content/popular-searches.ts';
import { isValidNip } from './identifiers.ts';
import { planEdition } from './plan.ts';
import { reconcileBooks } from '../finance.ts';
import { DEMO_LOGINS, DEMO_PASSWORD, seedDemoData, seedIfEmpty, type SeedSummary } from './seed.ts';

const silent = { info: () => undefined };
const DAY = 24 * 60 * 60 * 1000;

describe('demo data', () => {
  let t: TestApp;
  let summary: SeedSummary;
  const now = new Date();

  beforeAll(async () => {
    t = await buildTestApp();
    // The app serves /media from the same temporary directory the seed writes to.
    summary = await seedDemoData({
      db: t.database.db,
      storage: createLocalDiskStorage(t.env.MEDIA_DIR),
      log: silent,
      now,
    });
  }, 90_000);
  afterAll(() => t?.close());

  const getJson = async <T>(url: string, region: Region): Promise<T> => {
    const response = await t.anonymous.get(url, { region });
    expect(response.statusCode, `${region} ${url}`).toBe(200);
    return response.json() as T;
  };
  const expectServedImage = async (url: string | null | undefined) => {
    expect(url).toMatch(/^\/media\/.+\.webp$/);
    const response = await t.anonymous.get(url!, { region: null });
    expect(response.statusCode, url!).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
  };

  it('loads both editions with at least 150 published offers each', () => {
    expect(summary.editions.map((e) => e.region)).toEqual([...REGIONS]);
    for (const edition of summary.editions) {
      expect(edition.skipped).toBe(false);
      expect(edition.offers.published).toBeGreaterThanOrEqual(150);
      expect(edition.offers.draft).toBe(4);
      expect(edition.offers.closed).toBe(4);
    }
  });

  it.each(REGIONS)(
    '%s: a category tree of at least 8 roots with 3-8 children each, covering every offer type',
    async (region) => {
      const rows = await t.database.db.select().from(categories).where(eq(categories.region, region));
      const roots = rows.filter((row) => row.parentId === null);
      expect(roots.length).toBeGreaterThanOrEqual(8);
      for (const root of roots) {
        const children = rows.filter((row) => row.parentId === root.id);
        expect(children.length, root.name).toBeGreaterThanOrEqual(3);
        expect(children.length, root.name).toBeLessThanOrEqual(8);
        for (const child of children) expect(child.offerType).toBe(root.offerType);
        expect(rows.filter((row) => children.some((child) => child.id === row.parentId))).toEqual([]);
      }
      expect(new Set(roots.map((root) => root.offerType))).toEqual(new Set(OFFER_TYPES));
      expect(rows.every((row) => row.imageUrl?.startsWith('/media/categories/'))).toBe(true);
      await expectServedImage(rows[0]!.imageUrl);

      const fields = await t.database.db
        .select({ field: categoryFields })
        .from(categoryFields)
        .innerJoin(categories, eq(categories.id, categoryFields.categoryId))
        .where(eq(categories.region, region));
      expect(fields.length).toBeGreaterThan(100);
      expect(new Set(fields.map(({ field }) => field.type))).toEqual(
        new Set(['string', 'integer', 'number']),
      );
      for (const { field } of fields) {
        expect(field.name).toMatch(/^[a-z][a-zA-Z]*$/);
        if (field.enumValues) expect(field.enumValues.length).toBeGreaterThan(1);
        if (field.enumValues && typeof field.defaultValue === 'string')
          expect(field.enumValues).toContain(field.defaultValue);
      }
    },
  );

  it('answers the category tree with counts, in each edition’s language', async () => {
    for (const region of REGIONS) {
      const body = await getJson<SalesChannelDto>('/api/sales-channel', region);
      expect(body.region.region).toBe(region);
      expect(body.categories.length).toBeGreaterThanOrEqual(8);
      for (const root of body.categories) {
        expect(root.offersCount, root.name).toBeGreaterThan(0);
        expect(root.children.reduce((sum, child) => sum + child.offersCount, 0)).toBe(root.offersCount);
      }
      const names = body.categories.flatMap((root: CategoryDto) => [
        root.name,
        ...root.children.map((child) => child.name),
      ]);
      if (region === 'pl') {
        expect(names).toEqual(
          expect.arrayContaining(['Elektronika', 'Nieruchomości', 'Praca', 'Usługi', 'Motoryzacja']),
        );
        expect(names.filter((name) => /[ąćęłńóśźż]/i.test(name)).length).toBeGreaterThan(10);
        expect(names).not.toContain('Electronics');
      } else {
        expect(names).toEqual(expect.arrayContaining(['Electronics', 'Real Estate', 'Jobs', 'Services']));
      }
    }
  });

  it('answers footer groups with the spec pages, and sanitised page content', async () => {
    for (const region of REGIONS) {
      const groups = await getJson<StaticPageGroupDto[]>('/api/pages', region);
      expect(groups.length).toBeGreaterThanOrEqual(2);
      const slugs = groups.flatMap((group) => group.pages.map((page) => page.slug));
      expect(slugs).toEqual(
        expect.arrayContaining([
          ...SPEC_PAGE_SLUGS,
          'about-us',
          'how-it-works',
          'safety-tips',
          'help',
          'cookies',
        ]),
      );
      for (const slug of slugs) {
        const page = await getJson<StaticPageDto>(`/api/pages/${slug}`, region);
        expect(page.content.length, slug).toBeGreaterThan(400);
        expect(page.content).not.toMatch(/<script|onerror=|javascript:/i);
      }
      const privacy = await getJson<StaticPageDto>('/api/pages/privacy-policy', region);
      expect(privacy.title).toBe(region === 'pl' ? 'Polityka prywatności' : 'Privacy policy');
    }
  });

  it('answers adverts for every area, with served banners and same-edition categories', async () => {
    for (const region of REGIONS) {
      const { advertisements } = await getJson<{ advertisements: AdvertisementDto[] }>(
        '/api/advertisements',
        region,
      );
      for (const area of ADVERT_AREAS)
        expect(advertisements.filter((advert) => advert.area === area).length, area).toBeGreaterThan(0);
      expect(advertisements.filter((advert) => advert.area === 'web_top').length).toBeGreaterThanOrEqual(2);
      const ids = new Set(
        (
          await t.database.db
            .select({ id: categories.id })
            .from(categories)
            .where(eq(categories.region, region))
        ).map((row) => row.id),
      );
      for (const advert of advertisements) {
        expect(advert.script).toBeNull();
        expect(advert.referenceUrl).toMatch(/^\/(info\/[a-z-]+|offers\/create|search\?categoryId=\d+)$/);
        const categoryId = advert.referenceUrl!.match(/categoryId=(\d+)/)?.[1];
        if (categoryId) expect(ids.has(Number(categoryId))).toBe(true);
        for (const id of advert.categoryIds) expect(ids.has(id)).toBe(true);
        if (advert.area === 'web_category' || advert.area === 'mobile_category')
          expect(advert.categoryIds.length).toBeGreaterThan(0);
      }
      await expectServedImage(advertisements[0]!.imageUrl);
    }
  });

  it('answers the home page with the 15 newest offers and their served photos', async () => {
    for (const region of REGIONS) {
      const home = await getJson<HomeDto>('/api/home', region);
      expect(home.newestOffers).toHaveLength(LIMITS.homeNewestOffers);
      for (const offer of home.newestOffers) expect(offer.image, offer.title).not.toBeNull();
      const [first] = home.newestOffers;
      for (const url of [first!.image!.small, first!.image!.medium, first!.image!.big])
        await expectServedImage(url);
      await expectServedImage(home.newestOffers.at(-1)!.image!.small);
      expect(home.popularCategories.length).toBeGreaterThan(0);
      expect(home.companies.length).toBeGreaterThanOrEqual(4);
      await expectServedImage(home.companies[0]!.avatar);
    }
  });

  it('starts each edition with popular searches that find demo offers', async () => {
    for (const region of REGIONS) {
      const popular = await getJson<PopularSearchesDto>('/api/search/popular', region);
      expect(popular.items.map((item) => item.phrase)).toEqual(
        DEMO_SEARCHES[region].map(([phrase]) => phrase),
      );
      for (const { phrase } of popular.items) {
        const response = await t.anonymous.post('/api/search/offers', { phrase }, { region });
        expect((response.json() as SearchOffersResultDto).pagination.totalItems, phrase).toBeGreaterThan(0);
      }
    }
  });

  it('gives the demo buyer purchases in several statuses and the demo seller a sold order, with served photos', async () => {
    for (const region of REGIONS) {
      const [anna] = await t.database.db
        .select()
        .from(accounts)
        .where(and(eq(accounts.region, region), eq(accounts.username, 'anna')));
      const purchases = await t.as({ id: anna!.id, region }).get('/api/orders/bought');
      const items = purchases.json().items as {
        status: string;
        products: { image: { small: string } | null }[];
      }[];
      expect(items.map((order) => order.status).sort(), region).toEqual(['completed', 'confirmed', 'paid']);
      for (const order of items) await expectServedImage(order.products[0]!.image?.small);
      expect(summary.editions.find((edition) => edition.region === region)!.orders).toBeGreaterThanOrEqual(3);
    }
  });

  it('books the demo orders on the ledger: anna’s sale pending, the books reconciled', async () => {
    for (const region of REGIONS) {
      const [anna] = await t.database.db
        .select()
        .from(accounts)
        .where(and(eq(accounts.region, region), eq(accounts.username, 'anna')));
      const balance = (await t.as({ id: anna!.id, region }).get('/api/payouts/balance')).json();
      expect(balance.pending, region).toBeGreaterThan(0);
      expect(balance.pendingOrders, region).toHaveLength(1);
    }
    expect(await reconcileBooks(t.database.db)).toEqual([]);
  });

  it('gives jan a conversation with anna about her offer (one message unread by her) and one with the administration', async () => {
    for (const region of REGIONS) {
      const byName = async (username: string) =>
        (
          await t.database.db
            .select()
            .from(accounts)
            .where(and(eq(accounts.region, region), eq(accounts.username, username)))
        )[0]!;
      const [anna, jan] = [await byName('anna'), await byName('jan')];
      const annas = (await t.as({ id: anna.id, region }).get('/api/conversations')).json();
      expect(annas.items, region).toHaveLength(1);
      expect(annas.items[0]).toMatchObject({ unreadCount: 1, offerId: expect.any(Number) });
      // Her bell says so too, and leads to the conversation.
      const bell = (await t.as({ id: anna.id, region }).get('/api/notifications')).json();
      expect(bell.unreadCount, region).toBe(1);
      expect(bell.items[0].data).toMatchObject({
        type: 'newchatmessage',
        conversationId: annas.items[0].id,
        offerTitle: annas.items[0].subjectName,
      });
      const jans = (await t.as({ id: jan.id, region }).get('/api/conversations')).json();
      expect(jans.items.map((c: { unreadCount: number }) => c.unreadCount)).toEqual([0, 0]);
      expect(
        jans.items.some((c: { participants: { externalUid: string }[] }) =>
          c.participants.some((p) => p.externalUid === 'administration'),
        ),
      ).toBe(true);
    }
  });

  it('starts each edition with reviews: the demo buyer reviewed her completed purchase, and sellers have rated reviews', async () => {
    for (const region of REGIONS) {
      const [anna] = await t.database.db
        .select()
        .from(accounts)
        .where(and(eq(accounts.region, region), eq(accounts.username, 'anna')));
      const purchases = (await t.as({ id: anna!.id, region }).get('/api/orders/bought')).json().items as {
        status: string;
        products: { productId: number }[];
      }[];
      const completed = purchases.find((order) => order.status === 'completed')!;
      const offerReviews = (
        await t.anonymous.get(`/api/reviews/offer/${completed.products[0]!.productId}`, { region })
      ).json();
      expect(
        offerReviews.reviews.items.map((review: { reviewer: { id: number } }) => review.reviewer.id),
      ).toEqual([anna!.id]);
      const own = (await t.as({ id: anna!.id, region }).get('/api/reviews/my-reviews')).json();
      expect(own.stats.count, region).toBeGreaterThanOrEqual(2);
      const rates = new Set<number>();
      const reviewed = await t.database.db
        .selectDistinct({ accountId: reviews.accountId })
        .from(reviews)
        .where(eq(reviews.region, region));
      for (const { accountId } of reviewed) {
        const page = (await t.anonymous.get(`/api/reviews/account/${accountId}`, { region })).json();
        for (const review of page.reviews.items) rates.add(review.rate);
      }
      expect(rates.size, region).toBeGreaterThanOrEqual(3);
      expect(summary.editions.find((edition) => edition.region === region)!.reviews).toBeGreaterThanOrEqual(
        5,
      );
    }
  });

  it('keeps the editions apart: no offer, photo or image row points into the other edition', async () => {
    const { db } = t.database;
    const crossAccount = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(offers)
      .innerJoin(accounts, eq(accounts.id, offers.accountId))
      .where(sql`${accounts.region} <> ${offers.region}`);
    const crossCategory = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(offers)
      .innerJoin(categories, eq(categories.id, offers.categoryId))
      .where(sql`${categories.region} <> ${offers.region}`);
    const crossFile = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(offerImages)
      .innerJoin(offers, eq(offers.id, offerImages.offerId))
      .innerJoin(files, eq(files.id, offerImages.fileId))
      .where(sql`${files.region} <> ${offers.region} or ${files.ownerAccountId} <> ${offers.accountId}`);
    const crossParent = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(categories)
      .innerJoin(sql`categories parent`, sql`parent.id = ${categories.parentId}`)
      .where(sql`parent.region <> ${categories.region}`);
    expect([crossAccount[0]?.n, crossCategory[0]?.n, crossFile[0]?.n, crossParent[0]?.n]).toEqual([
      0, 0, 0, 0,
    ]);
  });

  it.each(REGIONS)('%s: every published offer is complete for its type and category', async (region) => {
    const { db } = t.database;
    const rows = await db.select().from(offers).where(eq(offers.region, region)).orderBy(asc(offers.id));
    const fields = await db
      .select({ field: categoryFields })
      .from(categoryFields)
      .innerJoin(categories, eq(categories.id, categoryFields.categoryId))
      .where(eq(categories.region, region));
    const photos = await db
      .select({ offerId: offerImages.offerId, position: offerImages.position })
      .from(offerImages)
      .innerJoin(offers, eq(offers.id, offerImages.offerId))
      .where(eq(offers.region, region));
    const stateCodes = new Set(REGION_STATES[region].map((state) => state.code));
    const published = rows.filter((offer) => offer.status === 'published');
    expect(published.length).toBeGreaterThanOrEqual(150);
    expect(new Set(published.map((offer) => offer.type))).toEqual(new Set(OFFER_TYPES));
    const leaves = await db
      .select({ id: categories.id })
      .from(categories)
      .where(sql`${categories.region} = ${region} and ${categories.parentId} is not null`);
    expect(new Set(published.map((offer) => offer.categoryId))).toEqual(
      new Set(leaves.map((leaf) => leaf.id)),
    );
    expect(new Set(published.map((offer) => offer.city)).size).toBeGreaterThanOrEqual(15);
    expect(published.some((offer) => offer.hideLocation)).toBe(true);
    // Decision 082: private persons mostly show an area, some the exact address; companies theirs.
    const shown = published.filter((offer) => !offer.hideLocation);
    expect(shown.some((offer) => offer.showExactAddress === false)).toBe(true);
    expect(shown.some((offer) => offer.showExactAddress === true && offer.type !== 'real_estate')).toBe(true);
    expect(
      shown.filter((offer) => offer.type === 'real_estate').every((offer) => offer.showExactAddress),
    ).toBe(true);
    expect(
      published.filter((offer) => offer.highlightedUntil && offer.highlightedUntil > now).length,
    ).toBeGreaterThanOrEqual(5);
    expect(published.some((offer) => offer.extraPhotos)).toBe(true);
    expect(published.some((offer) => offer.type === 'product' && offer.priceAmount === 0)).toBe(true);

    for (const offer of published) {
      const label = `${region} #${offer.id} ${offer.title}`;
      expect(offer.title.length, label).toBeGreaterThan(0);
      expect(offer.title.length, label).toBeLessThanOrEqual(LIMITS.offerTitleMax);
      expect(offer.description.split('\n\n').length, label).toBeGreaterThanOrEqual(2);
      expect(offer.description.length, label).toBeLessThanOrEqual(LIMITS.offerDescriptionMax);
      expect(offer.description, label).not.toMatch(/\{\w+\}/);
      if (offer.type === 'product') {
        expect(Number.isInteger(offer.priceAmount), label).toBe(true);
        expect(offer.quantity, label).toBeGreaterThanOrEqual(1);
        expect(offer.quantity, label).toBeLessThanOrEqual(20);
        expect(['courier', 'pickup'], label).toContain(offer.deliveryMethod);
        expect(offer.deliveryPrice === null, label).toBe(offer.deliveryMethod === 'pickup');
      } else if (offer.type === 'real_estate') {
        expect(offer.priceAmount, label).toBeGreaterThan(0);
        expect([offer.quantity, offer.deliveryMethod], label).toEqual([1, null]);
      } else if (offer.type === 'service') {
        expect(offer.period, label).not.toBeNull();
        expect(offer.priceFrom, label).toBeGreaterThan(0);
        if (offer.priceVariant === 'range') expect(offer.priceTo!, label).toBeGreaterThan(offer.priceFrom!);
        else expect([offer.priceVariant, offer.priceTo], label).toEqual(['fixed', null]);
      } else {
        expect(typeof offer.showSalary, label).toBe('boolean');
        if (offer.showSalary) {
          expect(['hourly', 'monthly'], label).toContain(offer.period);
          expect(offer.salaryFrom, label).toBeGreaterThan(0);
          if (offer.priceVariant === 'range')
            expect(offer.salaryTo!, label).toBeGreaterThan(offer.salaryFrom!);
        } else expect([offer.salaryFrom, offer.salaryTo], label).toEqual([null, null]);
      }
      for (const { field } of fields.filter(({ field }) => field.categoryId === offer.categoryId)) {
        const value = offer.attributes[field.name];
        if (field.required) expect(value, `${label}: ${field.name}`).not.toBeUndefined();
        if (value === undefined) continue;
        if (field.enumValues) expect(field.enumValues, `${label}: ${field.name}`).toContain(value);
        if (field.type === 'integer') expect(Number.isInteger(value), `${label}: ${field.name}`).toBe(true);
        if (field.type === 'number') expect(typeof value, `${label}: ${field.name}`).toBe('number');
      }
      expect(stateCodes.has(offer.state!), label).toBe(true);
      expect(offer.postCode, label).toMatch(region === 'pl' ? /^\d{2}-\d{3}$/ : /^\d{5}$/);
      expect(
        [offer.lat, offer.lon].every((value) => typeof value === 'number'),
        label,
      ).toBe(true);
      if (!offer.hideLocation) expect(offer.street, label).toBeTruthy();
      expect(offer.expiredAt!.getTime() - offer.publishedAt!.getTime()).toBe(LIMITS.offerValidityDays * DAY);
      expect(offer.createdAt <= offer.publishedAt! && offer.publishedAt! <= now, label).toBe(true);
      expect(now.getTime() - offer.publishedAt!.getTime(), label).toBeLessThanOrEqual(25 * DAY);
      const positions = photos
        .filter((photo) => photo.offerId === offer.id)
        .map((photo) => photo.position)
        .sort();
      expect(positions, label).toEqual([0, 1, 2].slice(0, positions.length));
      expect(positions.length, label).toBeGreaterThanOrEqual(1);
    }
  });

  it.each(REGIONS)('%s: demo accounts log in with the shared password and look real', async (region) => {
    const rows = await t.database.db.select().from(accounts).where(eq(accounts.region, region));
    const logins = DEMO_LOGINS.filter((login) => login.region === region);
    expect(rows.map((row) => row.username).sort()).toEqual(logins.map((login) => login.username).sort());
    expect(new Set(rows.map((row) => row.passwordHash)).size).toBe(1);
    expect(await verifyPassword(DEMO_PASSWORD, rows[0]!.passwordHash)).toBe(true);
    expect(rows.filter((row) => row.role === 'admin').map((row) => row.username)).toEqual(['admin']);
    expect(rows.filter((row) => row.type === 'person').length).toBeGreaterThanOrEqual(6 + 1);
    expect(rows.filter((row) => row.type === 'company').length).toBeGreaterThanOrEqual(4);
    for (const row of rows) {
      expect(row.status).toBe('active');
      expect(row.consentsAcceptedAt).not.toBeNull();
      expect(row.email.endsWith(region === 'pl' ? '@example.pl' : '@example.com')).toBe(true);
      expect(row.phone).toMatch(region === 'pl' ? /^\+48[5-8]\d{8}$/ : /^\+1[2-9]\d{2}555\d{4}$/);
      expect(row.postCode).toMatch(region === 'pl' ? /^\d{2}-\d{3}$/ : /^\d{5}$/);
      if (row.type === 'company') {
        expect(row.companyName).toBeTruthy();
        if (region === 'pl') expect(isValidNip(row.vatId!)).toBe(true);
        else expect(row.vatId).toMatch(/^\d{2}-\d{7}$/);
      } else {
        expect([row.firstName, row.lastName, row.birthDay].every(Boolean)).toBe(true);
      }
    }
    const fixed = region === 'pl' ? ['admin', 'anna', 'jan', 'polmarket'] : ['admin', 'anna', 'jan', 'acme'];
    expect(logins.filter((login) => login.featured).map((login) => login.username)).toEqual(fixed);
    for (const username of ['anna', 'jan']) {
      const own = await t.database.db
        .select({ status: offers.status, closedAt: offers.closedAt })
        .from(offers)
        .innerJoin(accounts, eq(accounts.id, offers.accountId))
        .where(sql`${accounts.region} = ${region} and ${accounts.username} = ${username}`);
      expect(own.filter((offer) => offer.status === 'draft')).toHaveLength(2);
      expect(own.filter((offer) => offer.status === 'closed' && offer.closedAt !== null)).toHaveLength(2);
      expect(own.filter((offer) => offer.status === 'published').length).toBeGreaterThanOrEqual(5);
    }
  });

  it('is deterministic and runs only once', async () => {
    for (const region of REGIONS) {
      expect(JSON.stringify(planEdition(EDITIONS[region], now))).toBe(
        JSON.stringify(planEdition(EDITIONS[region], now)),
      );
    }
    const again = await seedDemoData({
      db: t.database.db,
      storage: createLocalDiskStorage(t.env.MEDIA_DIR),
      log: silent,
      now,
    });
    expect(again.editions.map((edition) => edition.skipped)).toEqual([true, true]);
    expect(await seedIfEmpty(t.database.db, createLocalDiskStorage(t.env.MEDIA_DIR), silent)).toBeUndefined();
    const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(offers);
    expect(row?.n).toBe(
      summary.editions.reduce((sum, e) => sum + e.offers.published + e.offers.draft + e.offers.closed, 0),
    );
  });
});
