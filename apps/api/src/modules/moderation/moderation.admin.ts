import {
  ADMIN_PAGE_SIZE,
  HOLD_WORDS_PER_REGION_MAX,
  MESSAGES,
  paginationOf,
  type AdminOfferReviewDto,
  type AdminOfferReviewsQuery,
  type HoldWordDto,
  type Paginated,
  type Region,
} from '@marketplace/contract';
import type { Storage } from '../../adapters/storage/storage.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import type { Clock } from '../../shared/clock.ts';
import { ConflictError, NotFoundError } from '../../shared/errors.ts';
import { peopleOf, type AccountRefsOf } from '../../shared/people.ts';
import { foldText } from '../../shared/text-match.ts';
import type { AuditLog } from '../audit/index.ts';
import type { EventLog } from '../events/index.ts';
import { presentImage } from '../files/index.ts';
import { notify, type NotificationsScope } from '../notifications/index.ts';
import { publishHeldOffer, rejectHeldOffer, type OfferReads, type OffersScope } from '../offers/index.ts';
import { queueMessage } from '../outbox/index.ts';
import { offerReviewedMessage } from './moderation.messages.ts';
import type { HoldWordRow, ModerationRepository } from './moderation.repository.ts';

/** The accounts module's part of a transaction, read only by the function app.ts hands in. */
interface AccountsPart {
  accounts: unknown;
}

const presentWord = (word: HoldWordRow): HoldWordDto => ({
  id: word.id,
  phrase: word.phrase,
  createdAt: word.createdAt.toISOString(),
});

/**
 * Safe to trade in the console (decision 135): the queue of offers held for review, approved
 * (published as publishing would) or rejected (the owner told the reason), and the edition's hold
 * words; each change in one unit of work with its audit entry.
 */
export function createModerationAdminService(deps: {
  moderationRepository: ModerationRepository;
  offers: Pick<OfferReads, 'findById' | 'heldPage' | 'matchedOffers'>;
  accountRefsOf: AccountRefsOf;
  emailOf: (scope: AccountsPart, accountId: number) => Promise<string | undefined>;
  unitOfWork: UnitOfWork<
    { moderation: ModerationRepository; events: EventLog; audit: AuditLog } & OffersScope &
      NotificationsScope &
      AccountsPart
  >;
  storage: Storage;
  publicOrigin: (region: Region) => string;
  clock: Clock;
}) {
  /** Why a decision found no held offer: none of the edition (404), or it was decided already (409). */
  async function notHeld(region: Region, offerId: number): Promise<never> {
    const offer = await deps.offers.findById(offerId);
    if (!offer || offer.region !== region) throw new NotFoundError();
    throw new ConflictError(MESSAGES.offerNotHeld);
  }

  /** The owner hears of the decision: a notification and an e-mail, in the decision's transaction. */
  async function tellOwner(
    scope: Parameters<Parameters<typeof deps.unitOfWork>[0]>[0],
    region: Region,
    offer: { id: number; title: string; accountId: number },
    outcome: { approved: true } | { approved: false; reason: string },
    now: Date,
  ) {
    await notify(scope, {
      region,
      accountId: offer.accountId,
      kind: 'offerreviewed',
      data: {
        offerId: offer.id,
        offerTitle: offer.title,
        outcome: outcome.approved ? 'approved' : 'rejected',
        ...(outcome.approved ? {} : { reason: outcome.reason }),
      },
      dedupeKey: `offerreviewed:${offer.id}:${now.getTime()}`,
      createdAt: now,
    });
    const email = await deps.emailOf(scope, offer.accountId);
    if (email) {
      const link = `${deps.publicOrigin(region)}/offer/${offer.id}`;
      await queueMessage(scope.events, {
        region,
        channel: 'email',
        recipient: email,
        ...offerReviewedMessage(region, offer.title, link, outcome),
      });
    }
  }

  return {
    async list(region: Region, query: AdminOfferReviewsQuery): Promise<Paginated<AdminOfferReviewDto>> {
      const { rows, total } = await deps.offers.heldPage(
        region,
        ADMIN_PAGE_SIZE,
        (query.page - 1) * ADMIN_PAGE_SIZE,
      );
      const others = await deps.offers.matchedOffers(
        rows.flatMap((row) => (row.match ? [row.match.otherOfferId] : [])),
      );
      const otherById = new Map(others.map((offer) => [offer.id, offer]));
      const personOf = await peopleOf(deps.accountRefsOf, [
        ...rows.map((row) => row.accountId),
        ...others.map((offer) => offer.accountId),
      ]);
      const person = (id: number) => ({ id, username: personOf(id).username });
      const items = rows.map((row): AdminOfferReviewDto => {
        const other = row.match ? otherById.get(row.match.otherOfferId) : undefined;
        return {
          offer: { id: row.id, title: row.title, status: row.status, description: row.description },
          owner: person(row.accountId),
          reason: row.reason ?? 'hold_word',
          rule: row.rule,
          heldAt: (row.heldAt ?? new Date(0)).toISOString(),
          match:
            row.photo && row.otherPhoto && other
              ? {
                  photo: presentImage(row.photo, deps.storage).medium,
                  otherPhoto: presentImage(row.otherPhoto, deps.storage).medium,
                  otherOffer: { id: other.id, title: other.title, owner: person(other.accountId) },
                }
              : null,
        };
      });
      return { items, pagination: paginationOf(query.page, ADMIN_PAGE_SIZE, total) };
    },

    /** Publishes a held offer; 409 when another decision came first, 404 for no held offer of the edition. */
    async approve(region: Region, adminId: number, offerId: number): Promise<void> {
      const now = deps.clock();
      const decided = await deps.unitOfWork(async (scope) => {
        const offer = await publishHeldOffer(scope, offerId, region, now);
        if (!offer) return false;
        await tellOwner(scope, region, offer, { approved: true }, now);
        await scope.audit.record(region, adminId, {
          action: 'offer.review.approve',
          subjectType: 'offer',
          subjectId: offer.id,
          before: { status: 'draft', review: 'held' },
          after: { status: 'published', review: null },
        });
        return true;
      });
      // Looked up after the transaction: no second connection is asked for while it holds one.
      if (!decided) await notHeld(region, offerId);
    },

    /** Rejects a held offer with the reason its owner is told; 409 when another decision came first, 404 for no offer of the edition. */
    async reject(region: Region, adminId: number, offerId: number, reason: string): Promise<void> {
      const now = deps.clock();
      const decided = await deps.unitOfWork(async (scope) => {
        const offer = await rejectHeldOffer(scope, offerId, region, reason, now);
        if (!offer) return false;
        await tellOwner(scope, region, offer, { approved: false, reason }, now);
        await scope.audit.record(region, adminId, {
          action: 'offer.review.reject',
          subjectType: 'offer',
          subjectId: offer.id,
          reason,
          before: { status: 'draft', review: 'held' },
          after: { status: 'draft', review: 'rejected' },
        });
        return true;
      });
      // Looked up after the transaction: no second connection is asked for while it holds one.
      if (!decided) await notHeld(region, offerId);
    },

    async holdWords(region: Region): Promise<HoldWordDto[]> {
      return (await deps.moderationRepository.holdWordsOf(region)).map(presentWord);
    },

    /** Adds a word to the edition's list (409 when it is there, or the list is full). */
    async addHoldWord(region: Region, adminId: number, phrase: string): Promise<HoldWordDto> {
      return deps.unitOfWork(async (scope) => {
        if ((await scope.moderation.lockAndCountHoldWords(region)) >= HOLD_WORDS_PER_REGION_MAX)
          throw new ConflictError(MESSAGES.tooManyHoldWords);
        const word = await scope.moderation.addHoldWord({
          region,
          phrase,
          normalised: foldText(phrase),
          createdByAccountId: adminId,
          createdAt: deps.clock(),
        });
        await scope.audit.record(region, adminId, {
          action: 'hold-word.add',
          subjectType: 'hold-word',
          subjectId: word.id,
          after: { phrase },
        });
        return presentWord(word);
      });
    },

    async removeHoldWord(region: Region, adminId: number, id: number): Promise<void> {
      await deps.unitOfWork(async (scope) => {
        const word = await scope.moderation.removeHoldWord(region, id);
        if (!word) throw new NotFoundError();
        await scope.audit.record(region, adminId, {
          action: 'hold-word.remove',
          subjectType: 'hold-word',
          subjectId: word.id,
          before: { phrase: word.phrase },
        });
      });
    },
  };
}

export type ModerationAdminService = ReturnType<typeof createModerationAdminService>;
