import {
  LIMITS,
  MESSAGES,
  proposalFloorProblem,
  publishProblems,
  type OfferCompleteness,
  type OfferWriteInput,
  type Region,
} from '@marketplace/contract';
import type { Geocoder } from '../../adapters/geocoder/geocoder.ts';
import type { Principal } from '../../http/auth.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import type { Clock } from '../../shared/clock.ts';
import {
  ConflictError,
  DomainError,
  NotFoundError,
  PreconditionFailedError,
  ValidationError,
} from '../../shared/errors.ts';
import type { CategoriesService } from '../categories/index.ts';
import type { EventLog } from '../events/index.ts';
import { attachFiles, ownsOfferImage, type FilesScope } from '../files/index.ts';
import { canEdit, canManage, isPriceDrop } from './offers.policy.ts';
import type { OfferRow, OffersRepository } from './offers.repository.ts';
import type { OfferHold } from './offers.review.repository.ts';
import { NEAR_SAME_TITLE, titleSimilarity } from '../../shared/text-match.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The columns a write sets; the fields of other offer types are cleared. */
function columnsOf(input: OfferWriteInput, type: OfferRow['type']): Partial<OfferRow> {
  const isProduct = type === 'product';
  const priced = isProduct || type === 'real_estate';
  const ranged = type === 'service' || type === 'job_offer';
  const variant = ranged ? (input.priceVariant ?? 'fixed') : null;
  const salaryShown = type === 'job_offer' && input.showSalary === true;
  const address = input.hideLocation ? null : input.address;
  return {
    title: input.title?.trim() ?? '',
    description: input.description?.trim() ?? '',
    attributes: input.attributes,
    priceAmount: priced ? (input.price?.amount ?? null) : null,
    quantity: priced ? (input.quantity ?? null) : null,
    priceVariant: variant,
    priceFrom: type === 'service' ? (input.priceFrom ?? null) : null,
    // The fixed variant has no upper value (spec 000 section 4).
    priceTo: type === 'service' && variant === 'range' ? (input.priceTo ?? null) : null,
    // Salary fields, period included, are nulled when the salary is not shown; a service keeps its
    // period, hourly by default (spec 000 sections 4 and 9).
    period: type === 'service' ? (input.period ?? 'hourly') : salaryShown ? (input.period ?? null) : null,
    showSalary: type === 'job_offer' ? (input.showSalary ?? null) : null,
    salaryFrom: salaryShown ? (input.salaryFrom ?? null) : null,
    salaryTo: salaryShown && variant === 'range' ? (input.salaryTo ?? null) : null,
    // Products only; absent: none on a new offer, unchanged on an edit (`withProposalFloor`).
    proposalFloor: isProduct ? input.proposalFloor : null,
    deliveryMethod: isProduct ? (input.delivery?.method ?? null) : null,
    // Pickup costs nothing (spec 000 section 4).
    deliveryPrice:
      isProduct && input.delivery?.method === 'courier' ? (input.delivery.price?.amount ?? null) : null,
    hideLocation: input.hideLocation,
    // Absent: the default on a new offer (null), unchanged on an edit (undefined is not written).
    showExactAddress: input.showExactAddress === undefined ? undefined : input.showExactAddress,
    street: address?.street ?? null,
    apartmentNumber: address?.apartmentNumber ?? null,
    city: address?.city ?? null,
    state: address?.state ?? null,
    postCode: address?.postCode ?? null,
    lat: address?.geoCoordinate?.lat ?? null,
    lon: address?.geoCoordinate?.lon ?? null,
  };
}

/**
 * Checks the product's proposal floor against its price (decision 101): a floor sent must be below
 * it (a field error otherwise); one kept from before (absent on an edit) that the new price no
 * longer exceeds is cleared, so the default (half) applies again.
 */
function withProposalFloor(columns: Partial<OfferRow>, kept: number | null): Partial<OfferRow> {
  if (columns.proposalFloor === undefined) {
    const stillBelow = kept !== null && proposalFloorProblem(kept, columns.priceAmount) === null;
    return { ...columns, proposalFloor: stillBelow ? undefined : null };
  }
  const problem = proposalFloorProblem(columns.proposalFloor, columns.priceAmount);
  if (problem) throw new ValidationError({ proposalFloor: problem });
  return columns;
}

function completenessOf(
  offer: Partial<OfferRow> & Pick<OfferRow, 'type' | 'extraPhotos'>,
  imageCount: number,
): OfferCompleteness {
  return {
    type: offer.type,
    title: offer.title,
    description: offer.description,
    attributes: offer.attributes ?? {},
    imageCount,
    extraPhotos: offer.extraPhotos,
    priceAmount: offer.priceAmount,
    quantity: offer.quantity,
    priceVariant: offer.priceVariant,
    priceFrom: offer.priceFrom,
    priceTo: offer.priceTo,
    period: offer.period,
    showSalary: offer.showSalary,
    salaryFrom: offer.salaryFrom,
    salaryTo: offer.salaryTo,
    deliveryMethod: offer.deliveryMethod,
    deliveryPrice: offer.deliveryPrice,
    hideLocation: offer.hideLocation ?? false,
    street: offer.street,
    city: offer.city,
    state: offer.state,
    postCode: offer.postCode,
    lat: offer.lat,
  };
}

/**
 * An offer was published, or edited while published (issue 28, decision 097): saved searches are
 * matched against it after the commit. The handler reads the offer as it is then and is idempotent,
 * so edits in a row cost a match each and tell nobody twice.
 */
export const OFFER_PUBLISHED_TOPIC = 'offers.published';
/** A published offer's price went down (issue 28, decision 098): its fans are told, once per drop. */
export const OFFER_PRICE_DROPPED_TOPIC = 'offers.price-dropped';

export interface OfferPriceDropped {
  offerId: number;
  region: Region;
  accountId: number;
  title: string;
  from: number;
  to: number;
}

/**
 * The word or phrase of the edition's hold list that the texts name (whole words, any case and
 * accents), or null: the moderation module's list, which app.ts hands in (decision 135).
 */
export type HoldWordIn = (region: Region, texts: readonly string[]) => Promise<string | null>;

/** The columns of an offer that asks to be published and is held for review instead. */
const heldColumns = (hold: OfferHold, now: Date): Partial<OfferRow> => ({
  status: 'draft',
  reviewState: 'held',
  reviewReason: hold.reason,
  reviewRule: hold.rule,
  reviewMatch: hold.match,
  reviewRejectedReason: null,
  reviewHeldAt: now,
});

/** A published offer has nothing to review. */
const noReview: Partial<OfferRow> = {
  reviewState: null,
  reviewReason: null,
  reviewRule: null,
  reviewMatch: null,
  reviewRejectedReason: null,
  reviewHeldAt: null,
};

export function announcePublished(events: EventLog, offerId: number): Promise<void> {
  return events.emit(OFFER_PUBLISHED_TOPIC, { offerId });
}

/**
 * Creating, editing, publishing and closing offers: the state machine draft -> published ->
 * closed, enforced here, with the spec's completeness rules checked whenever an offer is (or
 * becomes) published.
 */
/** The offers' own part of the scope a write runs in. */
export type OfferWriteScope = { offers: OffersRepository; events: EventLog } & FilesScope;

/**
 * Ends what depends on offers that stopped being for sale (their price proposals, decision 115),
 * in the transaction that ended them; app.ts hands in the price-proposals module's function.
 */
export type OffersEnded<S> = (scope: S, offerIds: readonly number[], now: Date) => Promise<unknown>;

export function createOfferWriteService<S extends OfferWriteScope>(deps: {
  offersRepository: OffersRepository;
  /** Closing an offer ends its price proposals in the same transaction (decision 115). */
  unitOfWork: UnitOfWork<S>;
  offersEnded: OffersEnded<S>;
  categories: CategoriesService;
  geocoder: Geocoder;
  clock: Clock;
  holdWordIn: HoldWordIn;
}) {
  const { unitOfWork } = deps;

  /**
   * Safe to trade (decision 135), first of two steps before an offer is published: a word of the
   * edition's hold list in its texts holds it for review. Read before the transaction (the list is
   * the moderation module's, read on its own connection).
   */
  async function holdWordHold(
    region: Region,
    offer: { title?: string | null; description?: string | null },
  ): Promise<OfferHold | undefined> {
    const word = await deps.holdWordIn(region, [offer.title ?? '', offer.description ?? '']);
    return word ? { reason: 'hold_word', rule: word, match: null } : undefined;
  }

  /**
   * The second step, in the publishing transaction: its photos' hash bands are locked first, so
   * that of two offers with the same new photo published at once the second sees the first. The
   * seller's own near-duplicate (one of their published offers with the same photo and a
   * near-same title) is refused with 422; a photo of another account's offer holds it for review.
   */
  async function photoHold(
    repository: OffersRepository,
    principal: Principal,
    region: Region,
    offerId: number | undefined,
    title: string | null | undefined,
    fileIds: string[],
  ): Promise<OfferHold | undefined> {
    await repository.lockPhotoMatches(fileIds);
    const own = await repository.ownPublishedWithPhotos(region, principal.accountId, offerId ?? 0, fileIds);
    if (own.some((other) => titleSimilarity(other.title, title ?? '') >= NEAR_SAME_TITLE))
      throw new DomainError(422, MESSAGES.duplicateOwnOffer);
    const near = await repository.photoOfAnotherAccount(region, principal.accountId, offerId ?? 0, fileIds);
    if (!near) return undefined;
    return {
      reason: 'photo_matches_another_offer',
      rule: null,
      match: { fileId: near.fileId, otherFileId: near.otherFileId, otherOfferId: near.otherOfferId },
    };
  }

  async function categoryFor(region: Region, categoryId: number) {
    try {
      return await deps.categories.find(region, categoryId);
    } catch {
      throw new ValidationError({ category: MESSAGES.required });
    }
  }

  async function assertImagesUsable(
    principal: Principal,
    region: Region,
    fileIds: string[],
    offerId: number | undefined,
    extraPhotos: boolean,
  ) {
    const max = extraPhotos ? LIMITS.offerPhotosWithExtra : LIMITS.offerPhotos;
    if (fileIds.length > max) throw new ValidationError({ images: MESSAGES.tooManyFiles });
    if (new Set(fileIds).size !== fileIds.length)
      throw new ValidationError({ images: MESSAGES.invalidValue });
    const found = await deps.offersRepository.imageFiles(fileIds, offerId);
    const usable = new Set(
      found
        .filter((file) => ownsOfferImage(principal.accountId, region, file) && !file.usedElsewhere)
        .map((file) => file.id),
    );
    const problems: Record<string, string> = {};
    fileIds.forEach((id, index) => {
      if (!usable.has(id)) problems[`images.${index}.fileId`] = MESSAGES.invalidValue;
    });
    if (Object.keys(problems).length > 0) throw new ValidationError(problems);
  }

  function assertPublishable(
    offer: Parameters<typeof completenessOf>[0],
    imageCount: number,
    fields: Awaited<ReturnType<CategoriesService['customFields']>>,
  ) {
    const problems = publishProblems(completenessOf(offer, imageCount), fields);
    if (Object.keys(problems).length > 0)
      throw new ValidationError(problems, { message: MESSAGES.notReadyForPublishing });
  }

  /** Loads an offer its owner may change; others get 404 (they may not even know it exists). */
  async function ownOffer(
    principal: Principal,
    region: Region,
    offerId: number,
    repository = deps.offersRepository,
  ) {
    const offer = await repository.findById(offerId);
    if (!offer || !canManage(region, principal.accountId, offer)) throw new NotFoundError();
    return offer;
  }

  /** Locks the offer; if its status moved since the checks, the caller's request is stale. */
  async function lockUnchanged(repository: OffersRepository, checked: OfferRow) {
    const current = await repository.findForUpdate(checked.id);
    if (!current || current.status !== checked.status) throw new ConflictError(MESSAGES.offerChanged);
  }

  /**
   * Columns with coordinates: an address sent without them (a client that skipped the lookup) is
   * geocoded here. Nothing found leaves them empty, which publishing then reports on the address.
   */
  async function withCoordinates(region: Region, columns: Partial<OfferRow>): Promise<Partial<OfferRow>> {
    if (columns.hideLocation || columns.lat != null || !(columns.city || columns.postCode)) return columns;
    const answer = await deps.geocoder
      .geocode(
        {
          street: columns.street ?? undefined,
          city: columns.city ?? undefined,
          state: columns.state ?? undefined,
          postCode: columns.postCode ?? undefined,
        },
        region,
      )
      .catch(() => undefined);
    const location = answer?.status === 'OK' ? answer.results[0]?.geometry.location : undefined;
    return location ? { ...columns, lat: location.lat, lon: location.lng } : columns;
  }

  const publishedDates = (now: Date) => ({
    publishedAt: now,
    expiredAt: new Date(now.getTime() + LIMITS.offerValidityDays * DAY_MS),
    closedAt: null,
  });

  return {
    async create(principal: Principal, region: Region, input: OfferWriteInput): Promise<number> {
      const { category } = await categoryFor(region, input.category);
      if (input.type && input.type !== category.offerType)
        throw new ValidationError({ type: MESSAGES.invalidValue });
      const columns = withProposalFloor(
        await withCoordinates(region, columnsOf(input, category.offerType)),
        null,
      );
      await assertImagesUsable(principal, region, input.images, undefined, false);
      let wordHold: OfferHold | undefined;
      if (input.status === 'published') {
        assertPublishable(
          { ...columns, type: category.offerType, extraPhotos: false },
          input.images.length,
          await deps.categories.customFields(region, category.id),
        );
        wordHold = await holdWordHold(region, columns);
      }
      const now = deps.clock();
      return unitOfWork(async (scope) => {
        const { offers: repository, events } = scope;
        const hold =
          input.status === 'published'
            ? ((await photoHold(repository, principal, region, undefined, columns.title, input.images)) ??
              wordHold)
            : undefined;
        const published = input.status === 'published' && !hold;
        const offer = await repository.insert({
          ...columns,
          region,
          accountId: principal.accountId,
          categoryId: category.id,
          type: category.offerType,
          status: input.status,
          ...(published ? publishedDates(now) : {}),
          ...(hold ? heldColumns(hold, now) : {}),
        });
        await repository.replaceImages(offer.id, input.images, now);
        await attachFiles(scope, input.images, now);
        if (published) await announcePublished(events, offer.id);
        return offer.id;
      });
    },

    async edit(
      principal: Principal,
      region: Region,
      offerId: number,
      input: OfferWriteInput,
    ): Promise<{ id: number; previousStatus: OfferRow['status'] }> {
      // Checks first, on the database itself: PGlite has one connection, so nothing may query
      // outside the transaction while it is open. The transaction then re-checks the state.
      const offer = await ownOffer(principal, region, offerId);
      if (!canEdit(offer)) throw new PreconditionFailedError(MESSAGES.closedOfferLocked);
      const { category } = await categoryFor(region, input.category);
      // The type is fixed at creation; a new category must be of the same type.
      if (category.offerType !== offer.type) throw new ValidationError({ category: MESSAGES.invalidValue });
      // A published offer stays published: "Add or save sets status published".
      const status = offer.status === 'published' ? 'published' : input.status;
      const columns = withProposalFloor(
        await withCoordinates(region, columnsOf(input, offer.type)),
        offer.proposalFloor,
      );
      await assertImagesUsable(principal, region, input.images, offer.id, offer.extraPhotos);
      // Screened when it asks to be published; a published offer's edits are not (decision 135).
      const screened = status === 'published' && offer.status !== 'published';
      let wordHold: OfferHold | undefined;
      if (status === 'published') {
        assertPublishable(
          { ...columns, type: offer.type, extraPhotos: offer.extraPhotos },
          input.images.length,
          await deps.categories.customFields(region, category.id),
        );
        if (screened) wordHold = await holdWordHold(region, columns);
      }
      const now = deps.clock();
      await unitOfWork(async (scope) => {
        const { offers: repository, events } = scope;
        await lockUnchanged(repository, offer);
        const hold = screened
          ? ((await photoHold(repository, principal, region, offer.id, columns.title, input.images)) ??
            wordHold)
          : undefined;
        const publishing = status === 'published' && offer.status !== 'published' && !hold;
        await repository.update(offer.id, {
          ...columns,
          categoryId: category.id,
          status: hold ? 'draft' : status,
          ...(publishing ? { ...publishedDates(now), ...noReview } : {}),
          ...(hold ? heldColumns(hold, now) : {}),
        });
        await repository.replaceImages(offer.id, input.images, now);
        await attachFiles(scope, input.images, now);
        if (status === 'published' && !hold) await announcePublished(events, offer.id);
        if (offer.status === 'published' && isPriceDrop(offer.priceAmount, columns.priceAmount)) {
          const payload: OfferPriceDropped = {
            offerId: offer.id,
            region: offer.region,
            accountId: offer.accountId,
            title: columns.title ?? offer.title,
            from: offer.priceAmount!,
            to: columns.priceAmount!,
          };
          await events.emit(OFFER_PRICE_DROPPED_TOPIC, payload);
        }
      });
      return { id: offer.id, previousStatus: offer.status };
    },

    async publish(principal: Principal, region: Region, offerId: number): Promise<void> {
      const offer = await ownOffer(principal, region, offerId);
      if (offer.status === 'published') return;
      if (offer.status === 'closed') throw new PreconditionFailedError(MESSAGES.closedOfferLocked);
      const images = await deps.offersRepository.imagesOf(offer.id);
      assertPublishable(offer, images.length, await deps.categories.customFields(region, offer.categoryId));
      const wordHold = await holdWordHold(region, offer);
      await unitOfWork(async ({ offers: repository, events }) => {
        await lockUnchanged(repository, offer);
        const now = deps.clock();
        const fileIds = images.map((image) => image.id);
        const hold =
          (await photoHold(repository, principal, region, offer.id, offer.title, fileIds)) ?? wordHold;
        if (hold) {
          await repository.update(offer.id, heldColumns(hold, now));
          return;
        }
        await repository.update(offer.id, { status: 'published', ...publishedDates(now), ...noReview });
        await announcePublished(events, offer.id);
      });
    },

    /** The expiry job: offers past their validity close by themselves, and their proposals end. Answers how many closed. */
    async closeExpired(): Promise<number> {
      const now = deps.clock();
      return unitOfWork(async (scope) => {
        const closed = await scope.offers.closeExpired(now);
        await deps.offersEnded(scope, closed, now);
        return closed.length;
      });
    },

    async close(principal: Principal, region: Region, offerId: number): Promise<void> {
      await unitOfWork(async (scope) => {
        const repository = scope.offers;
        const offer = await ownOffer(principal, region, offerId, repository);
        await lockUnchanged(repository, offer);
        if (offer.status === 'closed') return;
        if (offer.status === 'draft') throw new PreconditionFailedError(MESSAGES.onlyPublishedCanClose);
        const now = deps.clock();
        await repository.update(offer.id, { status: 'closed', closedAt: now });
        await deps.offersEnded(scope, [offer.id], now);
      });
    },
  };
}

export type OfferWriteService = ReturnType<typeof createOfferWriteService>;
