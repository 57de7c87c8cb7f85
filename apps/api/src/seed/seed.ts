import { REGIONS, type AdvertArea, type Region } from '@marketplace/contract';
import { eq, sql } from 'drizzle-orm';
import type { Storage } from '../adapters/storage/storage.ts';
import { createAdvertisementsRepository } from '../modules/advertisements/index.ts';
import { createPagesRepository } from '../modules/pages/index.ts';
import { createSearchRepository } from '../modules/search/index.ts';
import { dayOf } from '../modules/search/index.ts';
import { hashPassword } from '../shared/passwords.ts';
import type { Database, Transaction } from '../db/client.ts';
import { accounts, categories, categoryFields, files, offerImages, offers } from '../db/schema/index.ts';
import { EDITIONS } from './content/editions.ts';
import { insertDemoConversations } from './chat.ts';
import { insertDemoOrders } from './orders.ts';
import { insertDemoReviews } from './reviews.ts';
import { DEMO_SEARCHES } from './content/popular-searches.ts';
import type { AdvertSeed, EditionData, TopCategoryKey } from './content/types.ts';
import { DEMO_PASSWORD } from './demo-logins.ts';
import { PHOTO_SOURCE, sharedImageFactory, type ImageFactory } from './images.ts';
import { planEdition, type EditionPlan } from './plan.ts';

export { DEMO_LOGINS, DEMO_PASSWORD, type DemoLogin } from './demo-logins.ts';

/** The part of a pino / Fastify logger the seed uses. */
export interface SeedLogger {
  info(obj: object, msg: string): void;
}

export interface SeedOptions {
  db: Database;
  storage: Storage;
  log: SeedLogger;
  /** Reference time for the offers' dates; defaults to now. Everything else is fixed. */
  now?: Date;
}

export interface EditionSummary {
  region: Region;
  /** True when the edition already had categories and was left as it was. */
  skipped: boolean;
  categories: number;
  subcategories: number;
  categoryFields: number;
  pageGroups: number;
  pages: number;
  advertisements: number;
  accounts: number;
  offers: { published: number; draft: number; closed: number };
  orders: number;
  reviews: number;
  offerPhotos: number;
  storedImages: number;
  durationMs: number;
}

export interface SeedSummary {
  editions: EditionSummary[];
  durationMs: number;
}

const ADVERT_SIZES: Record<AdvertArea, { width: number; height: number }> = {
  web_top: { width: 1200, height: 240 },
  web_bottom: { width: 1200, height: 240 },
  web_between_offers: { width: 1200, height: 200 },
  mobile_main_page: { width: 640, height: 200 },
  // The 160 x 600 skyscraper the side columns show, at twice the pixels.
  web_left: { width: 320, height: 1200 },
  web_right: { width: 320, height: 1200 },
  mobile_google_ad: { width: 640, height: 200 },
  web_category: { width: 1200, height: 240 },
  mobile_category: { width: 640, height: 200 },
};

/** Serialises seeding of one edition across processes (several API instances starting at once). */
const SEED_LOCK_BASE = 740_510_000;
/** Rows per INSERT statement, well under PostgreSQL's 65,535 bind parameters. */
const INSERT_CHUNK = 500;
/** Artworks rendered at the same time: keeps the cores busy without piling up decoded pixels. */
const RENDER_CONCURRENCY = 4;
/** Files written at the same time. */
const WRITE_CONCURRENCY = 16;

async function mapLimit<T>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

function chunks<T>(rows: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) out.push(rows.slice(i, i + INSERT_CHUNK));
  return out;
}

const categoryImageKey = (region: Region, slug: string) => `categories/${region}/${slug}.webp`;

/** Every image an edition needs, written through the storage port (renders come from the shared cache). */
async function writeImages(
  data: EditionData,
  plan: EditionPlan,
  storage: Storage,
  images: ImageFactory,
): Promise<number> {
  const writes: { key: string; bytes: () => Promise<Buffer> }[] = [];
  /** Distinct artworks, rendered first with bounded concurrency; the writes then only reuse them. */
  const renders = new Map<string, () => Promise<unknown>>();
  for (const top of data.categories) {
    for (const category of [top, ...top.children]) {
      const bytes = () => images.categoryTile(category.icon, top.key);
      renders.set(`category:${category.icon}:${top.key}`, bytes);
      writes.push({ key: categoryImageKey(data.region, category.slug), bytes });
    }
  }
  const perArea = new Map<AdvertArea, number>();
  data.adverts.forEach((advert, index) => {
    const n = (perArea.get(advert.area) ?? 0) + 1;
    perArea.set(advert.area, n);
    const spec = {
      ...ADVERT_SIZES[advert.area],
      ...bannerText(advert),
      icon: advert.icon,
      palette: advert.palette,
      variant: index,
    };
    const bytes = () => images.banner(spec);
    renders.set(`advert:${data.region}:${index}`, bytes);
    writes.push({ key: advertImageKey(data.region, advert, n), bytes });
  });
  for (const account of plan.accounts) {
    const avatar = account.avatar;
    if (!avatar) continue;
    const renditions = () => images.avatar(avatar.initials, avatar.palette);
    renders.set(`avatar:${avatar.initials}:${avatar.palette}`, renditions);
    for (const size of ['small', 'medium', 'big'] as const) {
      writes.push({
        key: `${avatar.storageKey}/${size}.webp`,
        bytes: async () => (await renditions())[size],
      });
    }
  }
  for (const photo of plan.offers.flatMap((offer) => offer.photos)) {
    const renditions = () => images.offerPhoto(photo.icon, photo.palette, photo.variant);
    renders.set(`photo:${photo.icon}:${photo.palette}:${photo.variant}`, renditions);
    for (const size of ['small', 'medium', 'big'] as const) {
      writes.push({ key: `${photo.storageKey}/${size}.webp`, bytes: async () => (await renditions())[size] });
    }
  }
  await mapLimit([...renders.values()], RENDER_CONCURRENCY, async (render) => void (await render()));
  await mapLimit(writes, WRITE_CONCURRENCY, async ({ key, bytes }) =>
    storage.put(key, await bytes(), 'image/webp'),
  );
  return writes.length;
}

function advertImageKey(region: Region, advert: AdvertSeed, n: number): string {
  return `adverts/${region}/${advert.area.replaceAll('_', '-')}-${n}.webp`;
}

function bannerText(advert: AdvertSeed) {
  return { headline: advert.headline, subline: advert.subline, cta: advert.cta };
}

async function insertRows(
  tx: Transaction,
  data: EditionData,
  plan: EditionPlan,
  storage: Storage,
  passwordHash: Promise<string>,
  now: Date,
): Promise<Omit<EditionSummary, 'region' | 'skipped' | 'offerPhotos' | 'storedImages' | 'durationMs'>> {
  const { region } = data;

  // Categories: top level first, then their children, then the children's custom fields.
  const topRows = await tx
    .insert(categories)
    .values(
      data.categories.map((top, position) => ({
        region,
        slug: top.slug,
        name: top.name,
        offerType: top.offerType,
        imageUrl: storage.publicUrl(categoryImageKey(region, top.slug)),
        position,
      })),
    )
    .returning({ id: categories.id, slug: categories.slug });
  const topIds = new Map<TopCategoryKey, number>(
    data.categories.map((top) => [top.key, topRows.find((row) => row.slug === top.slug)!.id]),
  );
  const subValues = data.categories.flatMap((top) =>
    top.children.map((sub, position) => ({
      region,
      parentId: topIds.get(top.key)!,
      slug: sub.slug,
      name: sub.name,
      offerType: top.offerType,
      imageUrl: storage.publicUrl(categoryImageKey(region, sub.slug)),
      position,
    })),
  );
  const subRows = await tx
    .insert(categories)
    .values(subValues)
    .returning({ id: categories.id, slug: categories.slug });
  const subIds = new Map<string, number>();
  const childIdsOfTop = new Map<TopCategoryKey, number[]>();
  for (const top of data.categories) {
    for (const sub of top.children) {
      const id = subRows.find((row) => row.slug === sub.slug)!.id;
      subIds.set(sub.key, id);
      childIdsOfTop.set(top.key, [...(childIdsOfTop.get(top.key) ?? []), id]);
    }
  }
  const fieldValues = data.categories.flatMap((top) =>
    top.children.flatMap((sub) =>
      sub.fields.map((field, position) => ({
        categoryId: subIds.get(sub.key)!,
        name: field.name,
        title: field.title,
        type: field.type,
        required: field.required ?? false,
        enumValues: field.enum ?? null,
        defaultValue: field.default ?? null,
        unit: field.unit ?? null,
        position,
      })),
    ),
  );
  for (const chunk of chunks(fieldValues)) await tx.insert(categoryFields).values(chunk);

  // Accounts, all with the one demo password hashed once.
  const hash = await passwordHash;
  const accountRows = await tx
    .insert(accounts)
    .values(
      plan.accounts.map(({ seed, ...account }) => ({
        region,
        type: seed.type,
        role: seed.role ?? ('user' as const),
        status: 'active' as const,
        username: seed.username,
        email: seed.email,
        phone: account.phone,
        passwordHash: hash,
        firstName: seed.type === 'person' ? (seed.firstName ?? null) : null,
        lastName: seed.type === 'person' ? (seed.lastName ?? null) : null,
        companyName: seed.companyName ?? null,
        vatId: account.vatId,
        birthDay: seed.type === 'person' ? (seed.birthDay ?? null) : null,
        street: account.street,
        apartmentNumber: account.apartmentNumber,
        city: account.city.name,
        state: account.city.state,
        postCode: account.city.postCode,
        avatarFileId: account.avatar?.fileId ?? null,
        consentsAcceptedAt: account.createdAt,
        marketingConsent: seed.marketingConsent ?? false,
        lastLoggedInAt: account.lastLoggedInAt,
        createdAt: account.createdAt,
        updatedAt: account.createdAt,
      })),
    )
    .returning({ id: accounts.id, username: accounts.username });
  const accountIds = new Map(accountRows.map((row) => [row.username, row.id]));

  // Files: company logos and offer photos, all attached.
  const fileValues = [
    ...plan.accounts.flatMap((account) =>
      account.avatar
        ? [
            {
              id: account.avatar.fileId,
              region,
              ownerAccountId: accountIds.get(account.seed.username)!,
              kind: 'avatar' as const,
              originalName: 'logo.png',
              storageKey: account.avatar.storageKey,
              width: 512,
              height: 512,
              attachedAt: account.createdAt,
              createdAt: account.createdAt,
            },
          ]
        : [],
    ),
    ...plan.offers.flatMap((offer) =>
      offer.photos.map((photo) => ({
        id: photo.fileId,
        region,
        ownerAccountId: accountIds.get(offer.account)!,
        kind: 'offer_image' as const,
        originalName: photo.originalName,
        storageKey: photo.storageKey,
        width: PHOTO_SOURCE.width,
        height: PHOTO_SOURCE.height,
        attachedAt: offer.createdAt,
        createdAt: offer.createdAt,
      })),
    ),
  ];
  for (const chunk of chunks(fileValues)) await tx.insert(files).values(chunk);

  // Offers and their photo order.
  const offerIds = new Map<string, number>();
  for (const chunk of chunks(plan.offers)) {
    const rows = await tx
      .insert(offers)
      .values(
        chunk.map(({ category, topCategory: _top, account, photos: _photos, ...offer }) => ({
          ...offer,
          region,
          accountId: accountIds.get(account)!,
          categoryId: subIds.get(category)!,
          updatedAt: offer.closedAt ?? offer.publishedAt ?? offer.createdAt,
        })),
      )
      .returning({ id: offers.id, title: offers.title });
    for (const row of rows) offerIds.set(row.title, row.id);
  }
  const imageValues = plan.offers.flatMap((offer) =>
    offer.photos.map((photo) => ({
      offerId: offerIds.get(offer.title)!,
      fileId: photo.fileId,
      position: photo.position,
    })),
  );
  for (const chunk of chunks(imageValues)) await tx.insert(offerImages).values(chunk);
  const orderCount = await insertDemoOrders(tx, region, plan, accountIds, offerIds, now);
  await insertDemoConversations(tx, region, plan, accountIds, offerIds, now);
  const reviewCount = await insertDemoReviews(tx, region, accountIds, now);

  // Static pages go through the pages repository, which sanitises their HTML.
  const pagesRepository = createPagesRepository(tx);
  let pageCount = 0;
  for (const [groupPosition, group] of data.pageGroups.entries()) {
    const row = await pagesRepository.createGroup(region, group.title, groupPosition);
    for (const [position, page] of group.pages.entries()) {
      await pagesRepository.upsert({
        region,
        slug: page.slug,
        title: page.title,
        content: page.content,
        groupId: row.id,
        position,
      });
      pageCount++;
    }
  }

  const advertisementsRepository = createAdvertisementsRepository(tx);
  const perArea = new Map<AdvertArea, number>();
  for (const advert of data.adverts) {
    const n = (perArea.get(advert.area) ?? 0) + 1;
    perArea.set(advert.area, n);
    await advertisementsRepository.create({
      region,
      area: advert.area,
      imageUrl: storage.publicUrl(advertImageKey(region, advert, n)),
      alt: `${advert.headline}. ${advert.subline}`,
      referenceUrl: advert.referenceUrl.replace(/\{category:([\w-]+)\}/g, (_, key: TopCategoryKey) =>
        String(topIds.get(key)),
      ),
      script: null,
      categoryIds: (advert.categories ?? []).flatMap((key) => [
        topIds.get(key)!,
        ...(childIdsOfTop.get(key) ?? []),
      ]),
      position: n - 1,
    });
  }

  const searchRepository = createSearchRepository(tx);
  for (const [phrase, searches] of DEMO_SEARCHES[region]) {
    await searchRepository.addPhraseSearches(region, phrase, dayOf(now), searches);
  }

  const count = (status: string) => plan.offers.filter((offer) => offer.status === status).length;
  return {
    categories: topRows.length,
    subcategories: subRows.length,
    categoryFields: fieldValues.length,
    pageGroups: data.pageGroups.length,
    pages: pageCount,
    advertisements: data.adverts.length,
    accounts: accountRows.length,
    offers: { published: count('published'), draft: count('draft'), closed: count('closed') },
    orders: orderCount,
    reviews: reviewCount,
  };
}

async function seedEdition(
  db: Database,
  storage: Storage,
  region: Region,
  now: Date,
  passwordHash: Promise<string>,
  images: ImageFactory,
): Promise<EditionSummary> {
  const started = performance.now();
  const data = EDITIONS[region];
  const plan = planEdition(data, now);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_BASE + REGIONS.indexOf(region)})`);
    const [existing] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(categories)
      .where(eq(categories.region, region));
    if ((existing?.count ?? 0) > 0) {
      return {
        region,
        skipped: true,
        categories: 0,
        subcategories: 0,
        categoryFields: 0,
        pageGroups: 0,
        pages: 0,
        advertisements: 0,
        accounts: 0,
        offers: { published: 0, draft: 0, closed: 0 },
        orders: 0,
        reviews: 0,
        offerPhotos: 0,
        storedImages: 0,
        durationMs: Math.round(performance.now() - started),
      };
    }
    // Rows and images in parallel; a failure of either rolls the edition back.
    const [rows, storedImages] = await Promise.all([
      insertRows(tx, data, plan, storage, passwordHash, now),
      writeImages(data, plan, storage, images),
    ]);
    return {
      region,
      skipped: false,
      ...rows,
      offerPhotos: plan.offers.reduce((sum, offer) => sum + offer.photos.length, 0),
      storedImages,
      durationMs: Math.round(performance.now() - started),
    };
  });
}

/**
 * Loads the demo data of both editions: categories with custom fields, static pages, adverts,
 * demo accounts (one shared password), offers with generated photos. One transaction per edition;
 * an edition that already has categories is skipped.
 */
export async function seedDemoData({
  db,
  storage,
  log,
  now = new Date(),
}: SeedOptions): Promise<SeedSummary> {
  const started = performance.now();
  const passwordHash = hashPassword(DEMO_PASSWORD);
  passwordHash.catch(() => undefined); // awaited inside each edition; avoid an unhandled rejection meanwhile
  const images = sharedImageFactory();
  const editions: EditionSummary[] = [];
  for (const region of REGIONS) {
    const summary = await seedEdition(db, storage, region, now, passwordHash, images);
    log.info(
      { ...summary },
      summary.skipped
        ? `demo data: ${region} already has data, skipped`
        : `demo data: ${region} edition loaded`,
    );
    editions.push(summary);
  }
  return { editions, durationMs: Math.round(performance.now() - started) };
}

/** On the first start: loads the demo data when the database has no categories at all. */
export async function seedIfEmpty(
  db: Database,
  storage: Storage,
  log: SeedLogger,
): Promise<SeedSummary | undefined> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(categories);
  if ((row?.count ?? 0) > 0) {
    log.info({ categories: row?.count }, 'demo data: the database has data, nothing to seed');
    return undefined;
  }
  log.info({}, 'demo data: empty database, loading both editions');
  const summary = await seedDemoData({ db, storage, log });
  log.info({ durationMs: summary.durationMs }, 'demo data: done');
  return summary;
}
