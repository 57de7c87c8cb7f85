import type { Region } from '@marketplace/contract';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import { closeSync, openSync, writeSync } from 'node:fs';
import type { Storage } from '../../adapters/storage/storage.ts';
import type { AccountsExport } from '../accounts/index.ts';
import type { ChatExport } from '../chat/index.ts';
import type { FavouritesExport } from '../favourites/index.ts';
import type { NotificationsExport } from '../notifications/index.ts';
import type { OffersExport } from '../offers/index.ts';
import type { OrdersExport } from '../orders/index.ts';
import type { LedgerExport } from '../ledger/index.ts';
import type { PaymentsExport } from '../payments/index.ts';
import type { PayoutsExport } from '../payouts/index.ts';
import type { ReviewsExport } from '../reviews/index.ts';

/** The read functions other modules export for the archive (decision 077): no table of theirs is touched here. */
export interface ExportReaders {
  accounts: AccountsExport;
  offers: OffersExport;
  orders: OrdersExport;
  reviews: ReviewsExport;
  chat: ChatExport;
  favourites: FavouritesExport;
  notifications: NotificationsExport;
  payments: PaymentsExport;
  ledger: LedgerExport;
  payouts: PayoutsExport;
}

/** Rows read per query: memory holds one page of a table, whatever the account's history. */
export const EXPORT_PAGE_SIZE = 200;
/** The archive's format; a change of its structure raises it (README.txt in the archive). */
export const EXPORT_FORMAT_VERSION = 1;

const encoder = new TextEncoder();

/** Reads a table page by page along its ids. */
async function* paged<T extends { id: number }>(
  read: (afterId: number, limit: number) => Promise<T[]>,
  pageSize = EXPORT_PAGE_SIZE,
): AsyncGenerator<T[]> {
  let afterId = 0;
  for (;;) {
    const page = await read(afterId, pageSize);
    if (page.length > 0) yield page;
    if (page.length < pageSize) return;
    afterId = page.at(-1)!.id;
  }
}

/** A ZIP written to a file as it is made (fflate's streaming Zip), one entry open at a time. */
class ArchiveWriter {
  private readonly fd: number;
  private readonly zip: Zip;
  private error: Error | null = null;
  private finished: Promise<void>;
  size = 0;

  constructor(path: string) {
    this.fd = openSync(path, 'w');
    let resolve!: () => void;
    this.finished = new Promise((done) => (resolve = done));
    this.zip = new Zip((error, chunk, final) => {
      if (error) this.error = error;
      else {
        writeSync(this.fd, chunk);
        this.size += chunk.length;
      }
      if (final || error) resolve();
    });
  }

  private check() {
    if (this.error) throw this.error;
  }

  /** A JSON document written piece by piece (`write` a string at a time). */
  async json(name: string, write: (push: (text: string) => void) => Promise<void>) {
    const entry = new ZipDeflate(name, { level: 6 });
    this.zip.add(entry);
    await write((text) => entry.push(encoder.encode(text)));
    entry.push(new Uint8Array(0), true);
    this.check();
  }

  /** A JSON array of every item the pages yield, one line each. */
  async jsonArray<T>(name: string, pages: AsyncIterable<T[]>) {
    await this.json(name, async (push) => {
      let first = true;
      push('[');
      for await (const page of pages) {
        for (const item of page) {
          push(`${first ? '\n' : ',\n'}  ${JSON.stringify(item)}`);
          first = false;
        }
      }
      push(first ? ']\n' : '\n]\n');
    });
  }

  /** A stored file (photos are compressed already), copied from its stream chunk by chunk. */
  async file(name: string, body: AsyncIterable<Buffer | Uint8Array>) {
    const entry = new ZipPassThrough(name);
    this.zip.add(entry);
    for await (const chunk of body) entry.push(chunk instanceof Uint8Array ? chunk : new Uint8Array(chunk));
    entry.push(new Uint8Array(0), true);
    this.check();
  }

  async close(): Promise<number> {
    this.zip.end();
    await this.finished;
    closeSync(this.fd);
    this.check();
    return this.size;
  }

  abort() {
    this.zip.terminate();
    try {
      closeSync(this.fd);
    } catch {
      // already closed
    }
  }
}

const README: Record<Region, (exportedAt: string) => string> = {
  us: (at) => `Your marketplace data, exported ${at} (format ${EXPORT_FORMAT_VERSION}).

Every file is JSON (UTF-8). Amounts are in minor units (cents) of the currency given beside them;
times are ISO 8601 in UTC.

account.json        your account as in Account settings (bank account shortened to its last 4 digits)
offers.json         your offers in every status, with the files of their photos
orders.json         orders you bought ("role": "buyer") and sold ("role": "seller"), with products
payments.json       your card payments and saved cards: brand, last 4 digits and expiry only
reviews.json        reviews you wrote ("direction": "written") and received ("received")
messages.json       your conversations, each with its messages ("sentByMe" marks yours)
favourites.json     offers you saved
notifications.json  your notifications
photos/             your avatar and your offers' photos (photos/offers/<offer id>/)

Other people appear by their username only.
`,
  pl: (at) => `Twoje dane z serwisu, wyeksportowane ${at} (format ${EXPORT_FORMAT_VERSION}).

Każdy plik to JSON (UTF-8). Kwoty są w groszach (najmniejszych jednostkach) waluty podanej obok;
czasy w formacie ISO 8601, w UTC.

account.json        Twoje konto, jak w ustawieniach konta (numer rachunku skrócony do 4 ostatnich cyfr)
offers.json         Twoje ogłoszenia we wszystkich stanach, z plikami ich zdjęć
orders.json         zamówienia, w których kupowałeś lub sprzedawałeś ("role": "buyer" / "seller"), z produktami
payments.json       płatności kartą i zapisane karty: marka, 4 ostatnie cyfry i data ważności
reviews.json        opinie napisane ("direction": "written") i otrzymane ("received")
messages.json       Twoje rozmowy z wiadomościami ("sentByMe" oznacza Twoje)
favourites.json     zapisane ogłoszenia
notifications.json  Twoje powiadomienia
photos/             Twój awatar i zdjęcia ogłoszeń (photos/offers/<id ogłoszenia>/)

Inne osoby występują tylko pod nazwą użytkownika.
`,
};

/** Where an offer's photo goes in the archive. */
export const photoPath = (offerId: number, position: number, fileId: string) =>
  `photos/offers/${offerId}/${position + 1}-${fileId}.webp`;

/**
 * Writes the account's archive to `path` and answers its size. Reads every table a page at a
 * time and copies each photo as a stream, so memory stays bounded; the ZIP goes to disk as made.
 */
export async function writeDataArchive(
  path: string,
  deps: { readers: ExportReaders; storage: Storage; accountId: number; now: Date },
): Promise<number> {
  const { readers, storage, accountId, now } = deps;
  const account = await readers.accounts.accountForExport(accountId);
  if (!account) throw new Error('data export: account not found');
  const names = readers.accounts.usernamesOf;
  const writer = new ArchiveWriter(path);
  try {
    await writer.json('README.txt', async (push) => push(README[account.region](now.toISOString())));
    await writer.json('account.json', async (push) =>
      push(
        `${JSON.stringify(
          {
            format: EXPORT_FORMAT_VERSION,
            exportedAt: now.toISOString(),
            ...account.account,
            avatar: account.avatarStorageKey ? 'photos/avatar.webp' : null,
          },
          null,
          2,
        )}\n`,
      ),
    );

    const offerPages = () =>
      paged((after, limit) => readers.offers.offersOfAccountForExport(accountId, after, limit));
    await writer.jsonArray(
      'offers.json',
      (async function* () {
        for await (const page of offerPages())
          yield page.map((offer) => ({
            ...offer,
            photos: offer.photos.map((photo) => ({
              originalName: photo.originalName,
              file: photoPath(offer.id, photo.position, photo.fileId),
            })),
          }));
      })(),
    );

    await writer.jsonArray(
      'orders.json',
      (async function* () {
        for await (const page of paged((after, limit) =>
          readers.orders.ordersOfAccountForExport(accountId, after, limit),
        )) {
          const usernames = await names(page.flatMap((order) => [order.buyerId, order.sellerId]));
          yield page.map(({ buyerId, sellerId, ...order }) => ({
            ...order,
            buyer: usernames.get(buyerId) ?? null,
            seller: usernames.get(sellerId) ?? null,
          }));
        }
      })(),
    );

    await writer.json('payments.json', async (push) => {
      push('{\n"payments": [');
      let first = true;
      for await (const page of paged((after, limit) =>
        readers.payments.paymentsOfAccountForExport(accountId, after, limit),
      ))
        for (const payment of page) {
          push(`${first ? '\n' : ',\n'}  ${JSON.stringify(payment)}`);
          first = false;
        }
      push('\n],\n"savedCards": [');
      first = true;
      for await (const page of paged((after, limit) =>
        readers.payments.savedCardsOfAccountForExport(accountId, after, limit),
      ))
        for (const card of page) {
          push(`${first ? '\n' : ',\n'}  ${JSON.stringify(card)}`);
          first = false;
        }
      push('\n]\n}\n');
    });

    // A seller's money (decision 127): their ledger lines and payouts.
    await writer.jsonArray(
      'ledger.json',
      paged((after, limit) => readers.ledger.ledgerOfAccountForExport(accountId, after, limit)),
    );
    await writer.jsonArray(
      'payouts.json',
      paged((after, limit) => readers.payouts.payoutsOfAccountForExport(accountId, after, limit)),
    );

    await writer.jsonArray(
      'reviews.json',
      (async function* () {
        for await (const page of paged((after, limit) =>
          readers.reviews.reviewsOfAccountForExport(accountId, after, limit),
        )) {
          const usernames = await names(
            page.flatMap((review) => [review.reviewerId ?? 0, review.reviewedAccountId]),
          );
          yield page.map(({ reviewerId, reviewedAccountId, ...review }) => ({
            ...review,
            reviewer: reviewerId === null ? null : (usernames.get(reviewerId) ?? null),
            reviewed: usernames.get(reviewedAccountId) ?? null,
          }));
        }
      })(),
    );

    await writer.json('messages.json', async (push) => {
      push('[');
      let firstConversation = true;
      for await (const page of paged((after, limit) =>
        readers.chat.conversationsOfAccountForExport(accountId, after, limit),
      )) {
        const usernames = await names(page.flatMap((conversation) => conversation.otherAccountIds));
        for (const { otherAccountIds, ...conversation } of page) {
          const administration = conversation.kind === 'administration';
          const withWhom = administration
            ? ['administration']
            : otherAccountIds.map((id) => usernames.get(id) ?? null);
          const head = JSON.stringify({ ...conversation, with: withWhom });
          push(`${firstConversation ? '\n' : ',\n'}  ${head.slice(0, -1)},"messages":[`);
          firstConversation = false;
          let firstMessage = true;
          for await (const messages of paged((after, limit) =>
            readers.chat.messagesForExport(conversation.id, after, limit),
          )) {
            const authors = await names(messages.map((message) => message.authorId ?? 0));
            for (const { authorId, ...message } of messages) {
              const sentByMe = authorId === accountId;
              const author = sentByMe
                ? account.account.username
                : administration
                  ? 'administration'
                  : authorId === null
                    ? null
                    : (authors.get(authorId) ?? null);
              push(`${firstMessage ? '' : ','}\n    ${JSON.stringify({ ...message, sentByMe, author })}`);
              firstMessage = false;
            }
          }
          push(firstMessage ? ']}' : '\n  ]}');
        }
      }
      push(firstConversation ? ']\n' : '\n]\n');
    });

    await writer.jsonArray(
      'favourites.json',
      paged((after, limit) => readers.favourites.favouritesOfAccountForExport(accountId, after, limit)),
    );
    await writer.jsonArray(
      'notifications.json',
      paged((after, limit) => readers.notifications.notificationsOfAccountForExport(accountId, after, limit)),
    );

    // The photos: the largest stored size (originals are not kept: uploads are re-encoded without
    // their metadata, decision 039), streamed from storage one at a time.
    if (account.avatarStorageKey) {
      const avatar = await storage.get(`${account.avatarStorageKey}/medium.webp`);
      if (avatar) await writer.file('photos/avatar.webp', avatar.body);
    }
    for await (const page of offerPages())
      for (const offer of page)
        for (const photo of offer.photos) {
          const object = await storage.get(`${photo.storageKey}/big.webp`);
          if (object) await writer.file(photoPath(offer.id, photo.position, photo.fileId), object.body);
        }

    return await writer.close();
  } catch (error) {
    writer.abort();
    throw error;
  }
}
