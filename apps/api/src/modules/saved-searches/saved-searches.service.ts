import {
  MESSAGES,
  SAVED_SEARCHES_MAX,
  SAVED_SEARCH_NAME_MAX,
  type CreateSavedSearchInput,
  type Region,
  type SavedSearchDto,
  type SavedSearchesDto,
  type SavedSearchQuery,
  type UpdateSavedSearchInput,
} from '@marketplace/contract';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import type { Clock } from '../../shared/clock.ts';
import { DomainError, NotFoundError, ValidationError } from '../../shared/errors.ts';
import type { EventLog } from '../events/index.ts';
import { notifyMany, type NotificationsScope } from '../notifications/index.ts';
import { accountEmailOf, accountEmailsOf, type AccountsScope } from '../accounts/index.ts';
import { queueMessage, queueMessages } from '../outbox/index.ts';
import type { SearchService } from '../search/index.ts';
import { allOffersName, digestMessage, newMatchMessage } from './saved-searches.messages.ts';
import { alertModeOf } from './saved-searches.policy.ts';
import { presentSavedSearch } from './saved-searches.presenter.ts';
import type { SavedSearchesRepository } from './saved-searches.repository.ts';

type Scope = NotificationsScope &
  AccountsScope & {
    savedSearches: SavedSearchesRepository;
    events: EventLog;
  };

/** The most selective term: the longest (then the first in order), the one candidates are found by. */
export function firstTermOf(terms: readonly string[]): string | null {
  return [...terms].sort((a, b) => b.length - a.length || (a < b ? -1 : 1))[0] ?? null;
}

/** A 400 whose field errors sit under `query` (the search's own errors are about its body's fields). */
function underQuery(error: unknown): unknown {
  if (!(error instanceof ValidationError) || !error.formErrors) return error;
  return new DomainError(400, error.message, { children: { query: error.formErrors } });
}

/**
 * Saved searches with alerts (issue 28, decisions 096-098): the owner's list, and what happens when
 * an offer is published: every saved search it matches is found by matching the one offer against
 * the searches' conditions, and each owner is told once per offer.
 */
export function createSavedSearchesService(deps: {
  savedSearchesRepository: SavedSearchesRepository;
  unitOfWork: UnitOfWork<Scope>;
  search: Pick<SearchService, 'savedSearchColumns' | 'offerFacts' | 'savedSearchesMatching'>;
  publicOrigin: (region: Region) => string;
  clock: Clock;
}) {
  const repository = deps.savedSearchesRepository;

  async function own(accountId: number, region: Region, id: number): Promise<SavedSearchDto> {
    const row = await repository.findOwn(id, accountId, region);
    if (!row) throw new NotFoundError();
    return presentSavedSearch(row);
  }

  return {
    async list(accountId: number, region: Region): Promise<SavedSearchesDto> {
      const rows = await repository.listOf(accountId, region);
      return { items: rows.map(presentSavedSearch), limit: SAVED_SEARCHES_MAX };
    },

    /** Saves a search (at most SAVED_SEARCHES_MAX per account: 400 past it, nothing saved). */
    async create(
      accountId: number,
      region: Region,
      input: CreateSavedSearchInput & { query: SavedSearchQuery; alerts: SavedSearchDto['alerts'] },
    ): Promise<SavedSearchDto> {
      const columns = await deps.search.savedSearchColumns(region, input.query).catch((error: unknown) => {
        throw underQuery(error);
      });
      const suggested =
        [columns.phrase, columns.categoryName].filter(Boolean).join(' · ') || allOffersName(region);
      const name = input.name ?? suggested.slice(0, SAVED_SEARCH_NAME_MAX);
      const now = deps.clock();
      const created = await deps.unitOfWork(async ({ savedSearches }) => {
        await savedSearches.lockAccount(accountId);
        if ((await savedSearches.countOf(accountId)) >= SAVED_SEARCHES_MAX) {
          throw new ValidationError({}, { formErrors: [MESSAGES.tooManySavedSearches] });
        }
        return savedSearches.insert({
          region,
          accountId,
          name,
          query: input.query,
          alerts: input.alerts,
          categoryId: columns.categoryId,
          priceFrom: columns.priceFrom,
          priceTo: columns.priceTo,
          terms: columns.terms,
          firstTerm: firstTermOf(columns.terms),
          lastViewedAt: now,
          createdAt: now,
        });
      });
      return own(accountId, region, created.id);
    },

    async update(
      accountId: number,
      region: Region,
      id: number,
      input: UpdateSavedSearchInput,
    ): Promise<SavedSearchDto> {
      const changed = await repository.update(id, accountId, region, {
        ...(input.name === undefined ? {} : { name: input.name }),
        ...(input.alerts === undefined ? {} : { alerts: input.alerts }),
      });
      if (!changed) throw new NotFoundError();
      return own(accountId, region, id);
    },

    /** Running a search: its new matches are seen (the count starts again); answers it with its body. */
    async run(accountId: number, region: Region, id: number): Promise<SavedSearchDto> {
      const changed = await repository.update(id, accountId, region, { lastViewedAt: deps.clock() });
      if (!changed) throw new NotFoundError();
      return own(accountId, region, id);
    },

    async remove(accountId: number, region: Region, id: number): Promise<void> {
      if (!(await repository.remove(id, accountId, region))) throw new NotFoundError();
    },

    /**
     * The event handler (at least once, idempotent): finds the saved searches the offer matches,
     * records the new matches, and tells each owner once per offer, a bell notification and, per
     * their alerts, an e-mail now or a line of the daily digest. Answers the accounts told.
     */
    async matchOffer(offerId: number): Promise<number[]> {
      const facts = await deps.search.offerFacts(offerId);
      if (!facts) return [];
      const candidates = await repository.candidates({
        region: facts.region,
        authorId: facts.accountId,
        categoryIds: facts.categoryIds,
        priceAmount: facts.priceAmount,
        prefixes: facts.prefixes,
      });
      if (candidates.length === 0) return [];
      const matches = await deps.search.savedSearchesMatching(
        offerId,
        candidates.map((candidate) => ({ region: facts.region, query: candidate.query })),
      );
      const matched = candidates.filter((_, index) => matches[index]);
      if (matched.length === 0) return [];
      const now = deps.clock();
      const origin = deps.publicOrigin(facts.region);
      return deps.unitOfWork(async (scope) => {
        const { savedSearches, events } = scope;
        await savedSearches.commitWithoutWaiting();
        const fresh = new Set(
          await savedSearches.recordMatches(
            offerId,
            matched.map((search) => search.id),
            now,
          ),
        );
        const byAccount = new Map<number, typeof matched>();
        for (const search of matched) {
          if (!fresh.has(search.id)) continue;
          byAccount.set(search.accountId, [...(byAccount.get(search.accountId) ?? []), search]);
        }
        // One statement each for the notifications and the alerts, however many owners.
        const told = [...byAccount].map(([accountId, searches]) => {
          const mode = alertModeOf(searches.map((search) => search.alerts));
          const named = searches.find((search) => search.alerts === mode) ?? searches[0]!;
          return { accountId, first: searches[0]!, mode, named };
        });
        await notifyMany(
          scope,
          told.map(({ accountId, first }) => ({
            region: facts.region,
            accountId,
            kind: 'newmatches' as const,
            data: {
              offerId,
              offerTitle: facts.title,
              savedSearchId: first.id,
              savedSearchName: first.name,
            },
            dedupeKey: `newmatches:${accountId}:${offerId}`,
            createdAt: now,
          })),
        );
        const alerted = told.filter((one) => one.mode !== null);
        const newAlerts = new Set(
          await savedSearches.insertAlerts(
            alerted.map(({ accountId, mode, named }) => ({
              accountId,
              offerId,
              region: facts.region,
              savedSearchName: named.name,
              offerTitle: facts.title,
              alerts: mode!,
              mailedAt: mode === 'instant' ? now : null,
              createdAt: now,
            })),
          ),
        );
        const instant = alerted.filter((one) => one.mode === 'instant' && newAlerts.has(one.accountId));
        const emails = await accountEmailsOf(
          scope,
          instant.map((one) => one.accountId),
        );
        // One statement for every e-mail (one event each: each is sent and retried on its own).
        await queueMessages(
          events,
          instant.flatMap(({ accountId, named }) => {
            const email = emails.get(accountId);
            if (!email) return [];
            return [
              {
                region: facts.region,
                channel: 'email' as const,
                recipient: email,
                ...newMatchMessage(facts.region, {
                  name: named.name,
                  title: facts.title,
                  link: `${origin}/offer/${offerId}`,
                  searchesLink: `${origin}/profile/saved-searches`,
                }),
              },
            ];
          }),
        );
        return [...byAccount.keys()];
      });
    },

    /**
     * The daily job: one digest per account of the alerts waiting for it. Each account's digest
     * is taken and queued in one transaction, so a rerun (or a second process) sends none twice.
     */
    async sendDailyDigests(): Promise<number> {
      let sent = 0;
      for (const accountId of await repository.digestAccounts()) {
        const now = deps.clock();
        sent += await deps.unitOfWork(async (scope) => {
          const { savedSearches, events } = scope;
          const alerts = await savedSearches.takeDigest(accountId, now);
          if (alerts.length === 0) return 0;
          const email = await accountEmailOf(scope, accountId);
          if (!email) return 0;
          const region = alerts[0]!.region;
          const origin = deps.publicOrigin(region);
          await queueMessage(events, {
            region,
            channel: 'email',
            recipient: email,
            ...digestMessage(
              region,
              alerts
                .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
                .map((alert) => ({
                  name: alert.savedSearchName,
                  title: alert.offerTitle,
                  link: `${origin}/offer/${alert.offerId}`,
                })),
              `${origin}/profile/saved-searches`,
            ),
          });
          return 1;
        });
      }
      return sent;
    },
  };
}

export type SavedSearchesService = ReturnType<typeof createSavedSearchesService>;
