import { MESSAGES, type AdminImageDto, type ImageDto, type Region } from '@marketplace/contract';
import type { RateLimiter } from '../../adapters/rate-limits/rate-limiter.ts';
import type { Storage } from '../../adapters/storage/storage.ts';
import type { Clock } from '../../shared/clock.ts';
import { NotFoundError, TooManyRequestsError, ValidationError } from '../../shared/errors.ts';
import { renderRenditions, sniffImage, type Rendition } from '../../shared/images.ts';
import { photoHashOf } from './files.phash.ts';
import { ownsOfferImage } from './files.policy.ts';
import { presentImage } from './files.presenter.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import type { EventLog } from '../events/index.ts';
import type { FileRow, FilesRepository } from './files.repository.ts';

/** The event that deletes a file's stored renditions once its row is gone (decision 075). */
export const STORAGE_DELETE_TOPIC = 'storage.delete';

export const AVATAR_RENDITIONS: readonly Rendition[] = [
  { name: 'small', width: 96, height: 96, fit: 'cover' },
  { name: 'medium', width: 320, height: 320, fit: 'cover' },
];

/** Offer photo sizes (spec: small, medium, big); never enlarged. */
export const OFFER_IMAGE_RENDITIONS: readonly Rendition[] = [
  { name: 'small', width: 320, height: 320 },
  { name: 'medium', width: 800, height: 800 },
  { name: 'big', width: 1600, height: 1600 },
];

/** A category's or an advert's image (the console): one size, never enlarged. */
export const CONTENT_IMAGE_RENDITIONS: readonly Rendition[] = [{ name: 'large', width: 1600, height: 1600 }];

const STORAGE_FOLDERS: Record<FileRow['kind'], string> = {
  avatar: 'avatars',
  offer_image: 'offers',
  content_image: 'content',
};

/** Uploads no offer took within this time are deleted (issue 5). */
export const UNATTACHED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;
const CLEANUP_BATCH = 200;

/**
 * Images (offer photos and avatars) one account may upload per hour: each costs decoding and three
 * renditions, and a form needs at most 40 photos (docs/decisions/039).
 */
export const IMAGE_UPLOAD_LIMIT = { max: 100, windowMs: 60 * 60 * 1000 };
/** Offer photos an account may hold that no offer has taken yet (40 fill one offer with extra photos). */
export const PENDING_OFFER_IMAGES_MAX = 50;

/** Uploaded images: sniffed from their bytes, re-encoded to WebP renditions, stored, recorded. */
export function createFilesService(deps: {
  filesRepository: FilesRepository;
  unitOfWork: UnitOfWork<{ files: FilesRepository; events: EventLog }>;
  storage: Storage;
  clock: Clock;
  rateLimiter: RateLimiter;
}) {
  const repository = deps.filesRepository;

  /** Refuses an upload over the account's limits (429) before any work is spent on its bytes. */
  async function assertMayUpload(ownerAccountId: number, kind: FileRow['kind']): Promise<void> {
    if (kind === 'offer_image') {
      const pending = await repository.pendingOfferImages(ownerAccountId);
      if (pending.count >= PENDING_OFFER_IMAGES_MAX) {
        // The cleanup job frees the oldest one a day after its upload, unless the user frees one first.
        const freedAt = (pending.oldest?.getTime() ?? 0) + UNATTACHED_UPLOAD_TTL_MS;
        const seconds = Math.max(1, Math.ceil((freedAt - deps.clock().getTime()) / 1000));
        throw new TooManyRequestsError(MESSAGES.tooManyPendingUploads, seconds);
      }
    }
    await deps.rateLimiter.enforce('image-uploads', String(ownerAccountId), IMAGE_UPLOAD_LIMIT);
  }

  return {
    async storeImage(input: {
      region: Region;
      ownerAccountId: number;
      kind: FileRow['kind'];
      buffer: Buffer;
      filename: string;
      renditions: readonly Rendition[];
      /** The form field errors are reported on. */
      field: string;
      attached?: boolean;
    }): Promise<FileRow> {
      await assertMayUpload(input.ownerAccountId, input.kind);
      const image = await sniffImage(input.buffer);
      if (!image) throw new ValidationError({ [input.field]: MESSAGES.invalidImage });
      // A readable header does not make a decodable image (a cut-off upload, an HEVC-coded HEIC
      // that the image library cannot decode): the same field error, never a 500.
      const outputs = await renderRenditions(input.buffer, input.renditions).catch(() => {
        throw new ValidationError({ [input.field]: MESSAGES.invalidImage });
      });
      const id = crypto.randomUUID();
      const storageKey = `${STORAGE_FOLDERS[input.kind]}/${id}`;
      // An offer photo's perceptual hash (decision 135), from its small rendition, while it is stored.
      const small = input.kind === 'offer_image' ? outputs.get('small') : undefined;
      const hashing = small ? photoHashOf(small) : Promise.resolve(undefined);
      for (const [name, body] of outputs)
        await deps.storage.put(`${storageKey}/${name}.webp`, body, 'image/webp');
      const hash = await hashing;
      return repository.create({
        ...hash,
        id,
        region: input.region,
        ownerAccountId: input.ownerAccountId,
        kind: input.kind,
        originalName: input.filename.slice(0, 200),
        storageKey,
        width: image.width,
        height: image.height,
        attachedAt: input.attached ? deps.clock() : null,
        createdAt: deps.clock(),
      });
    },

    /** An offer photo uploaded before its offer is saved (attached when it is), as the client sees it. */
    async uploadOfferImage(
      region: Region,
      ownerAccountId: number,
      upload: { buffer: Buffer; filename: string },
    ): Promise<ImageDto & { fileId: string }> {
      const file = await this.storeImage({
        region,
        ownerAccountId,
        kind: 'offer_image',
        buffer: upload.buffer,
        filename: upload.filename,
        renditions: OFFER_IMAGE_RENDITIONS,
        field: 'file',
      });
      return {
        fileId: file.id,
        ...presentImage({ id: file.id, name: file.originalName, storageKey: file.storageKey }, deps.storage),
      };
    },

    /**
     * An image the console uploads for a category or an advert (decision 091): kept (content images
     * are never swept), used by its URL.
     */
    async uploadContentImage(
      region: Region,
      adminAccountId: number,
      upload: { buffer: Buffer; filename: string },
    ): Promise<AdminImageDto> {
      const file = await this.storeImage({
        region,
        ownerAccountId: adminAccountId,
        kind: 'content_image',
        buffer: upload.buffer,
        filename: upload.filename,
        renditions: CONTENT_IMAGE_RENDITIONS,
        field: 'file',
        attached: true,
      });
      return { fileId: file.id, url: deps.storage.publicUrl(`${file.storageKey}/large.webp`) };
    },

    /** The public URL of a content image of the edition, or undefined for any other file. */
    async contentImageUrl(region: Region, fileId: string): Promise<string | undefined> {
      const file = await repository.find(fileId);
      if (!file || file.kind !== 'content_image' || file.region !== region) return undefined;
      return deps.storage.publicUrl(`${file.storageKey}/large.webp`);
    },

    /** Deletes an own photo (and takes it off its offer); anyone else's answers 404. */
    async removeOwn(accountId: number, region: Region, fileId: string): Promise<void> {
      const file = await repository.find(fileId);
      if (!file || !ownsOfferImage(accountId, region, file)) throw new NotFoundError();
      await this.remove(fileId);
    },

    /** The cleanup job: deletes offer photos no offer uses a day after upload; answers how many. */
    async deleteUnattached(): Promise<number> {
      const before = new Date(deps.clock().getTime() - UNATTACHED_UPLOAD_TTL_MS);
      let deleted = 0;
      for (const id of await repository.unusedOfferImageIds(before, CLEANUP_BATCH)) {
        const removed = await deps.unitOfWork(async (scope) => {
          const file = await scope.files.deleteIfUnused(id);
          if (file) await scope.events.emit(STORAGE_DELETE_TOPIC, { storageKey: file.storageKey });
          return file !== undefined;
        });
        if (removed) deleted += 1;
      }
      return deleted;
    },

    /**
     * The hourly job: offer photos uploaded before hashes existed (or whose hash failed) get one,
     * from their stored small rendition (decision 135); answers how many. One that cannot be read
     * is left for the next run.
     */
    async hashUnhashed(limit = CLEANUP_BATCH): Promise<number> {
      let hashed = 0;
      for (const file of await repository.unhashedOfferImages(limit)) {
        const stored = await deps.storage.get(`${file.storageKey}/small.webp`).catch(() => undefined);
        if (!stored) continue;
        const chunks: Buffer[] = [];
        for await (const chunk of stored.body) chunks.push(Buffer.from(chunk as Uint8Array));
        const hash = await photoHashOf(Buffer.concat(chunks));
        if (hash && (await repository.setHash(file.id, hash))) hashed += 1;
      }
      return hashed;
    },

    /** Deletes the file's row, and its stored renditions once that commits. */
    async remove(fileId: string): Promise<void> {
      await deps.unitOfWork(async (scope) => {
        const file = await scope.files.find(fileId);
        if (!file) return;
        await scope.files.delete(fileId);
        await scope.events.emit(STORAGE_DELETE_TOPIC, { storageKey: file.storageKey });
      });
    },
  };
}

export type FilesService = ReturnType<typeof createFilesService>;
