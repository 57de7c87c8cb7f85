import {
  displayName,
  type BasketOfferDto,
  type LeadReviewDto,
  LIMITS,
  paginationOf,
  type OfferListItemDto,
  type OfferStatus,
  type Paginated,
  priceProposalFloor,
  type Region,
  type SellerPhoneDto,
} from '@marketplace/contract';
import type { BatchCounter } from '../../adapters/counters/batch-counter.ts';
import type { RateLimiter } from '../../adapters/rate-limits/rate-limiter.ts';
import { noCaches, SAFETY_TTL_MS, type Caches } from '../../shared/caches.ts';
import { NotFoundError } from '../../shared/errors.ts';
import { visitorKey, type FirstToday, type Visitor } from '../../shared/visitors.ts';
import type { CategoriesService } from '../categories/index.ts';
import { canViewIn } from './offers.policy.ts';
import type { Storage } from '../../adapters/storage/storage.ts';
import type { Clock } from '../../shared/clock.ts';
import { presentOffer, presentOfferListItem, presentReview } from './offers.presenter.ts';
import type { OfferPageRow, OfferSellerRow, OffersRepository } from './offers.repository.ts';

/**
 * Sellers' phone numbers a client address, and a signed-in account, may reveal per hour: more than
 * a buyer calls, too few to harvest the numbers by walking offer ids (docs/decisions/035).
 */
export const SELLER_PHONE_REVEAL_LIMIT = { max: 30, windowMs: 60 * 60 * 1000 };

/** How often counted visits are written to the offers: the count shown lags by as much (decision 093). */
export const VISIT_FLUSH_INTERVAL_MS = 5_000;

/** Offers and sellers each process keeps for the offer page (decision 093): the busiest, not all. */
const OFFER_PAGE_CACHE_ENTRIES = 20_000;

/**
 * What the offer page shows of the seller's reviews: the reviews module's summary, which app.ts
 * hands in as `reviewsOf` (declared here, so offers need not depend on reviews, which read offers).
 */
interface SellerReviewsSummary {
  count: number;
  average: number | null;
  leadReviews: LeadReviewDto[];
}

/** What the offer page shows of its seller, the same for every viewer. */
type SellerPart = OfferSellerRow & { reviews: SellerReviewsSummary };

export function createOffersService({
  offersRepository,
  storage,
  categories,
  rateLimiter,
  firstToday,
  clock,
  reviewsOf,
  caches = noCaches,
  visitCounter,
}: {
  offersRepository: OffersRepository;
  storage: Storage;
  clock: Clock;
  categories: CategoriesService;
  rateLimiter: RateLimiter;
  firstToday: FirstToday;
  /** The seller's review count, average and latest reviews (the reviews module), in one query. */
  reviewsOf: (accountId: number) => Promise<SellerReviewsSummary>;
  caches?: Caches;
  /** Counted visits, written to the offers in batches by `flushVisits`. */
  visitCounter: BatchCounter;
}) {
  const presenting = { storage, clock };
  // The part of the offer page that is the same for every viewer, kept per offer and per seller;
  // the triggers of migration 0030 name the offers and sellers whose shown content changed.
  const offerPages = caches.create<number, OfferPageRow | null>({
    name: 'offer pages',
    tables: [],
    keyedBy: ['offers', 'offers.visits'],
    ttlMs: SAFETY_TTL_MS,
    maxEntries: OFFER_PAGE_CACHE_ENTRIES,
  });
  const sellers = caches.create<number, SellerPart | null>({
    name: 'offer sellers',
    tables: [],
    keyedBy: ['accounts'],
    ttlMs: SAFETY_TTL_MS,
    maxEntries: OFFER_PAGE_CACHE_ENTRIES,
  });
  // The page as everyone but its owner sees it is the same for all of them: presented once per
  // cached offer, seller, category and highlight (a highlight runs out with time), and serialised
  // once by the route (`sendShared`).
  const presentedFor = new WeakMap<
    OfferPageRow,
    { seller: SellerPart; category: object; highlight: boolean; dto: ReturnType<typeof presentOffer> }
  >();
  const loadPage = async (offerId: number) => (await offersRepository.findPage(offerId)) ?? null;
  const loadSeller = async (accountId: number): Promise<SellerPart | null> => {
    const [seller, reviews] = await Promise.all([
      offersRepository.findSeller(accountId),
      reviewsOf(accountId),
    ]);
    return seller ? { ...seller, reviews } : null;
  };

  /** Published offers of the edition as lists show them, by id (missing ids are not in the map). */
  async function publishedItems(region: Region, offerIds: number[]): Promise<Map<number, OfferListItemDto>> {
    const rows = await offersRepository.publishedByIds(region, offerIds);
    return new Map(rows.map((row) => [row.offer.id, presentOfferListItem(row, presenting)]));
  }

  /** Buyable products by id (see `buyableProducts`), each with the seller's proposal floor. */
  async function buyableWithFloors(region: Region, offerIds: number[], soldOut: boolean) {
    const stock = await offersRepository.buyableStock(region, offerIds, clock(), soldOut);
    const items = await publishedItems(
      region,
      stock.map((row) => row.id),
    );
    const buyable = new Map<number, { offer: BasketOfferDto; floor: number | null }>();
    for (const row of stock) {
      const item = items.get(row.id);
      if (!item) continue;
      buyable.set(row.id, {
        offer: {
          ...item,
          piecesAvailable: row.quantity ?? 0,
          delivery: row.deliveryMethod
            ? { method: row.deliveryMethod, price: { amount: row.deliveryPrice ?? 0 } }
            : null,
        },
        floor: row.proposalFloor,
      });
    }
    return buyable;
  }

  return {
    /**
     * One offer as the viewer may see it: published ones for everybody, drafts and closed ones
     * for their owner only (404 for anyone else, so their existence does not leak).
     */
    async detail(
      region: Region,
      offerId: number,
      viewerId: number | null,
      options: { publishedOnly?: boolean } = {},
    ) {
      let page = await offerPages.get(offerId, () => loadPage(offerId));
      // Its owner reads the database: the page right after an edit shows it, even before the
      // edit's notification has come back to this process.
      const own = page !== null && viewerId === page.offer.accountId;
      if (own) page = await loadPage(offerId);
      if (!page || !canViewIn(region, viewerId, page.offer)) throw new NotFoundError();
      if (options.publishedOnly && page.offer.status !== 'published') throw new NotFoundError();
      const sellerId = page.offer.accountId;
      const [{ category: leaf, path }, seller] = await Promise.all([
        categories.find(region, page.offer.categoryId),
        own ? loadSeller(sellerId) : sellers.get(sellerId, () => loadSeller(sellerId)),
      ]);
      if (!seller) throw new NotFoundError();
      const highlight = page.offer.highlightedUntil !== null && page.offer.highlightedUntil > clock();
      const known = own ? undefined : presentedFor.get(page);
      if (known && known.seller === seller && known.category === leaf && known.highlight === highlight)
        return known.dto;
      const category = {
        id: page.offer.categoryId,
        name: path.at(-1)!.name,
        path: path.map(({ id, name }) => ({ id, name })),
      };
      const stats = {
        offers: seller.published,
        reviewsCount: seller.reviews.count,
        reviewsAverage: seller.reviews.average,
        leadReviews: seller.reviews.leadReviews,
      };
      const row = { ...page, account: seller.account };
      const dto = presentOffer(row, category, presenting, { accountId: viewerId }, stats);
      if (!own) presentedFor.set(page, { seller, category: leaf, highlight, dto });
      return dto;
    },

    async mine(accountId: number, status: OfferStatus, page: number): Promise<Paginated<OfferListItemDto>> {
      const { rows, total } = await offersRepository.listByAccount(accountId, status, page, LIMITS.pageSize);
      return {
        items: rows.map((row) => ({
          ...presentOfferListItem(row, presenting),
          review: presentReview(row.review),
        })),
        pagination: paginationOf(page, LIMITS.pageSize, total),
      };
    },

    async bySeller(
      region: Region,
      accountId: number,
      sort: { field: 'price' | 'date'; order: 'asc' | 'desc' },
      page: number,
    ): Promise<Paginated<OfferListItemDto>> {
      const { rows, total } = await offersRepository.publishedBySeller(
        region,
        accountId,
        sort,
        page,
        LIMITS.pageSize,
      );
      return {
        items: rows.map((row) => ({
          ...presentOfferListItem(row, presenting),
          review: presentReview(row.review),
        })),
        pagination: paginationOf(page, LIMITS.pageSize, total),
      };
    },

    /** Published offers of the edition by id, as list items (missing ids are simply absent). */
    publishedItems,

    /**
     * The offers that can be bought now (published products of the edition, not expired, with pieces
     * left, or sold out too when asked), as basket lines show them: the list item with its stock and
     * delivery.
     */
    async buyableProducts(
      region: Region,
      offerIds: number[],
      { soldOut = false } = {},
    ): Promise<Map<number, BasketOfferDto>> {
      const buyable = new Map<number, BasketOfferDto>();
      for (const [id, { offer }] of await buyableWithFloors(region, offerIds, soldOut))
        buyable.set(id, offer);
      return buyable;
    },

    /**
     * A buyable product a buyer may propose a price for, with the lowest price its seller takes:
     * theirs, or half the asking price (decision 101). For the price-proposals module's check only:
     * the floor never leaves the server for anyone but the seller.
     */
    async proposableProduct(
      region: Region,
      offerId: number,
    ): Promise<{ offer: BasketOfferDto; floor: number } | undefined> {
      const found = (await buyableWithFloors(region, [offerId], false)).get(offerId);
      if (!found) return undefined;
      return { offer: found.offer, floor: priceProposalFloor(found.offer.price?.amount ?? 0, found.floor) };
    },

    /**
     * The full phone number of a published offer's seller (the detail sends it masked). Counted
     * before the offer is looked up, so walking ids spends the quota on misses too.
     */
    async sellerPhone(region: Region, offerId: number, visitor: Visitor): Promise<SellerPhoneDto> {
      // The address always, and the account too when signed in: neither a new network nor a new
      // account buys a fresh allowance alone.
      const subjects = new Set([visitorKey({ ...visitor, accountId: null }), visitorKey(visitor)]);
      for (const subject of subjects)
        await rateLimiter.enforce('seller-phone', subject, SELLER_PHONE_REVEAL_LIMIT);
      const seller = await offersRepository.sellerPhone(region, offerId);
      if (!seller) throw new NotFoundError();
      return { phone: seller.phone };
    },

    /**
     * Counts a visit of each published offer of the edition once per visitor and day (UTC), however
     * often it is sent (docs/decisions/037); other ids are ignored. The counts reach the offers in
     * batches (`flushVisits`, decision 093).
     */
    async storeVisits(region: Region, offerIds: number[], visitor: Visitor): Promise<void> {
      const published = await offersRepository.publishedIds(region, [...new Set(offerIds)]);
      const first = await Promise.all(published.map((id) => firstToday('offer-visit', visitor, String(id))));
      await visitCounter.add(published.filter((_, index) => first[index]));
    },

    /** Writes the visits counted since the last flush, in one statement; answers how many offers. */
    async flushVisits(): Promise<number> {
      return visitCounter.flush((counts) => offersRepository.addVisits(counts));
    },

    async newest(region: Region, limit: number): Promise<OfferListItemDto[]> {
      const rows = await offersRepository.newestPublished(region, limit);
      return rows.map((row) => presentOfferListItem(row, presenting));
    },

    countsForAccount: (accountId: number) => offersRepository.countsForAccount(accountId),

    /** The status of an offer of the edition, whoever asks (pages answer 410 for closed ones). */
    statusOf: (region: Region, offerId: number): Promise<OfferStatus | undefined> =>
      offersRepository.statusOf(region, offerId),

    /** Lean, keyset-paged reads for the sitemap: published offers and the sellers behind them. */
    countPublished: (region: Region) => offersRepository.countPublished(region),
    publishedIdsPage: (region: Region, afterId: number, offset: number, limit: number) =>
      offersRepository.publishedIdsPage(region, afterId, offset, limit),
    countSellersWithPublished: (region: Region) => offersRepository.countSellersWithPublished(region),
    sellersWithPublishedPage: (region: Region, afterId: number, offset: number, limit: number) =>
      offersRepository.sellersWithPublishedPage(region, afterId, offset, limit),

    async companiesWithOffers(region: Region, limit: number) {
      const rows = await offersRepository.companiesWithOffers(region, limit);
      return rows.map((company) => ({
        id: company.id,
        displayName: displayName(company),
        avatar: company.avatarKey ? storage.publicUrl(`${company.avatarKey}/small.webp`) : null,
        offersCount: company.offersCount,
      }));
    },
  };
}

export type OffersService = ReturnType<typeof createOffersService>;
