import {
  DATA_EXPORT_LINK_TTL_SECONDS,
  DATA_EXPORT_REQUEST_INTERVAL_MS,
  DATA_EXPORT_TTL_MS,
  MESSAGES,
  PAGE_PATHS,
  type DataExportDto,
  type DataExportLinkDto,
  type DataExportsDto,
  type Region,
} from '@marketplace/contract';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { PRIVATE_KEY_PREFIX, type Storage } from '../../adapters/storage/storage.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import type { Clock } from '../../shared/clock.ts';
import { ConflictError, DomainError, NotFoundError, TooManyRequestsError } from '../../shared/errors.ts';
import type { EventLog } from '../events/index.ts';
import { queueMessage } from '../outbox/index.ts';
import { writeDataArchive, type ExportReaders } from './data-exports.archive.ts';
import { dataExportReadyMessage } from './data-exports.messages.ts';
import { presentDataExport } from './data-exports.presenter.ts';
import type { DataExportRow, DataExportsRepository } from './data-exports.repository.ts';

/** Builds a requested archive (decision 075: emitted with the request, handled at least once). */
export const DATA_EXPORT_BUILD_TOPIC = 'data-export.build';
/** Deletes a ready archive and marks it expired, at its expiry. */
export const DATA_EXPORT_EXPIRE_TOPIC = 'data-export.expire';

/** Requests shown in Account settings. */
const LISTED = 3;

/**
 * "Download my data" (issue 24, GDPR art. 20, decision 077): a request writes a row and emits the
 * build event in one unit of work; the handler writes the archive to storage, marks it ready and
 * e-mails its owner; a timed event deletes it after DATA_EXPORT_TTL_MS.
 */
export function createDataExportsService(deps: {
  dataExportsRepository: DataExportsRepository;
  unitOfWork: UnitOfWork<{ dataExports: DataExportsRepository; events: EventLog }>;
  readers: ExportReaders;
  storage: Storage;
  publicOrigin: (region: Region) => string;
  secret: string;
  clock: Clock;
}) {
  const repository = deps.dataExportsRepository;

  /** The owner's request in this edition, or 404 for anyone and anything else. */
  async function ownExport(accountId: number, region: Region, id: number): Promise<DataExportRow> {
    const row = await repository.find(id);
    if (!row || row.accountId !== accountId || row.region !== region) throw new NotFoundError();
    return row;
  }

  /** The archive's stream, once ready and before its expiry (410 after). */
  async function openArchive(row: DataExportRow, now: Date) {
    if (row.status === 'preparing') throw new ConflictError(MESSAGES.dataExportInProgress);
    if (row.status === 'expired' || !row.expiresAt || row.expiresAt <= now)
      throw new DomainError(410, MESSAGES.dataExportExpired);
    const object = await deps.storage.get(row.storageKey);
    if (!object) throw new DomainError(410, MESSAGES.dataExportExpired);
    const day = row.createdAt.toISOString().slice(0, 10);
    return {
      body: object.body as Readable,
      size: object.size,
      filename: `marketplace-data-${row.region}-${day}.zip`,
    };
  }

  const signatureOf = (row: DataExportRow, expires: number) =>
    createHmac('sha256', deps.secret)
      .update(`data-export-download:${row.id}:${row.accountId}:${row.storageKey}:${expires}`)
      .digest('base64url');

  return {
    /** The latest requests, and when the next one is allowed. */
    async list(accountId: number): Promise<DataExportsDto> {
      const now = deps.clock();
      const rows = await repository.latestOf(accountId, LISTED);
      return {
        items: rows.map((row) => presentDataExport(row, now)),
        nextRequestAt: nextRequestAt(rows[0], now),
      };
    },

    /** A new request: refused while one is prepared (409) or within a day of the last (429). */
    async request(accountId: number, region: Region): Promise<DataExportDto> {
      const now = deps.clock();
      const row = await deps.unitOfWork(async (scope) => {
        const [latest] = await scope.dataExports.latestOf(accountId, 1);
        if (latest?.status === 'preparing') throw new ConflictError(MESSAGES.dataExportInProgress);
        const next = nextRequestAt(latest, now);
        if (next) {
          const seconds = Math.max(1, Math.ceil((Date.parse(next) - now.getTime()) / 1000));
          throw new TooManyRequestsError(MESSAGES.dataExportTooSoon, seconds);
        }
        const created = await scope.dataExports.create({
          region,
          accountId,
          // Random and private: a retried build overwrites its own file; nobody can guess it.
          storageKey: `${PRIVATE_KEY_PREFIX}data-exports/${randomBytes(24).toString('hex')}.zip`,
          createdAt: now,
        });
        await scope.events.emit(
          DATA_EXPORT_BUILD_TOPIC,
          { exportId: created.id },
          { key: `data-export-build:${created.id}` },
        );
        return created;
      });
      return presentDataExport(row, now);
    },

    /** The event's handler: builds the archive, stores it, marks it ready and e-mails the owner. Idempotent. */
    async build(exportId: number): Promise<void> {
      const row = await repository.find(exportId);
      if (!row || row.status !== 'preparing') return;
      const path = join(tmpdir(), `data-export-${row.id}-${randomBytes(6).toString('hex')}.zip`);
      try {
        const size = await writeDataArchive(path, {
          readers: deps.readers,
          storage: deps.storage,
          accountId: row.accountId,
          now: deps.clock(),
        });
        await deps.storage.putFile(row.storageKey, path, 'application/zip');
        const account = await deps.readers.accounts.accountForExport(row.accountId);
        const readyAt = deps.clock();
        const expiresAt = new Date(readyAt.getTime() + DATA_EXPORT_TTL_MS);
        await deps.unitOfWork(async (scope) => {
          const ready = await scope.dataExports.markReady(row.id, size, readyAt, expiresAt);
          if (!ready) {
            // The request went meanwhile (its account was deleted): so does what this build
            // stored, by the expiry's handler at once, as every follow-up is (an event).
            if (!(await scope.dataExports.find(row.id)))
              await scope.events.emit(
                DATA_EXPORT_EXPIRE_TOPIC,
                { exportId: row.id, storageKey: row.storageKey },
                { key: `data-export-orphan:${row.id}` },
              );
            return;
          }
          await scope.events.emit(
            DATA_EXPORT_EXPIRE_TOPIC,
            { exportId: row.id, storageKey: row.storageKey },
            { runAt: expiresAt, key: `data-export-expire:${row.id}` },
          );
          if (account) {
            const link = `${deps.publicOrigin(row.region)}${PAGE_PATHS.accountSettings}#your-data`;
            await queueMessage(scope.events, {
              region: row.region,
              channel: 'email',
              recipient: account.email,
              ...dataExportReadyMessage(row.region, link, expiresAt),
            });
          }
        });
      } finally {
        await rm(path, { force: true });
      }
    },

    /**
     * The timed event's handler: the archive is marked expired and its file deleted (the file too
     * when the row went with its account). Idempotent.
     */
    async expire(exportId: number, storageKey?: string): Promise<void> {
      const row = await repository.find(exportId);
      if (row?.status === 'ready') await repository.markExpired(row.id);
      const key = row && row.status !== 'preparing' ? row.storageKey : row ? undefined : storageKey;
      if (key) await deps.storage.delete(key);
    },

    /** The owner's download (signed in). */
    async download(accountId: number, region: Region, id: number) {
      return openArchive(await ownExport(accountId, region, id), deps.clock());
    },

    /** A link to the archive for the signed-in owner's browser, valid a few minutes. */
    async link(accountId: number, region: Region, id: number): Promise<DataExportLinkDto> {
      const now = deps.clock();
      const row = await ownExport(accountId, region, id);
      // Refused like the download itself while not downloadable.
      const archive = await openArchive(row, now);
      archive.body.destroy();
      const expires = Math.floor(now.getTime() / 1000) + DATA_EXPORT_LINK_TTL_SECONDS;
      const query = new URLSearchParams({ expires: String(expires), signature: signatureOf(row, expires) });
      return {
        url: `/api/data-exports/${row.id}/download?${query}`,
        expiresAt: new Date(expires * 1000).toISOString(),
      };
    },

    /** A download by a signed link: 404 for a wrong signature, 410 once the link or the archive expired. */
    async downloadSigned(region: Region, id: number, expires?: number, signature?: string) {
      if (expires === undefined || signature === undefined) throw new NotFoundError();
      const now = deps.clock();
      const row = await repository.find(id);
      if (!row || row.region !== region) throw new NotFoundError();
      const expected = Buffer.from(signatureOf(row, expires));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw new NotFoundError();
      if (expires * 1000 <= now.getTime()) throw new DomainError(410, MESSAGES.dataExportExpired);
      return openArchive(row, now);
    },
  };
}

/** When the account may ask again: a day after its last request (null: now). */
function nextRequestAt(latest: DataExportRow | undefined, now: Date): string | null {
  if (!latest) return null;
  const next = latest.createdAt.getTime() + DATA_EXPORT_REQUEST_INTERVAL_MS;
  return next > now.getTime() ? new Date(next).toISOString() : null;
}

export type DataExportsService = ReturnType<typeof createDataExportsService>;
