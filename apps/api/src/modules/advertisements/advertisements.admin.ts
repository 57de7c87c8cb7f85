import {
  MESSAGES,
  type AdminAdvertDto,
  type AdminAdvertInput,
  type AdminAdvertPatch,
  type Region,
} from '@marketplace/contract';
import { clearingCachesOnCommit, type UnitOfWork } from '../../db/unit-of-work.ts';
import { NotFoundError, ValidationError } from '../../shared/errors.ts';
import type { AuditLog } from '../audit/index.ts';
import type { AdvertisementRow, AdvertisementsRepository } from './advertisements.repository.ts';

export interface AdvertisementsAdminScope {
  advertisements: AdvertisementsRepository;
  audit: AuditLog;
}

export function presentAdminAdvert(row: AdvertisementRow): AdminAdvertDto {
  return {
    id: row.id,
    area: row.area,
    imageUrl: row.imageUrl,
    alt: row.alt,
    referenceUrl: row.referenceUrl,
    categoryIds: row.categoryIds,
    position: row.position,
    active: row.active,
  };
}

const advertAudit = (row: AdvertisementRow) => {
  const { id: _id, ...rest } = presentAdminAdvert(row);
  return rest;
};

/**
 * The console's adverts (issue 25, decision 092): per area, an uploaded image with its text
 * alternative, a link and target categories; made inactive rather than deleted. The console sets
 * no script (a script is code the web app would run on every page).
 */
export function createAdvertisementsAdminService(deps: {
  advertisementsRepository: AdvertisementsRepository;
  unitOfWork: UnitOfWork<AdvertisementsAdminScope>;
  contentImageUrl: (region: Region, fileId: string) => Promise<string | undefined>;
  /** The ids of the edition's categories (the categories service's). */
  categoryIds: (region: Region) => Promise<Set<number>>;
  /** Empties this process's caches of these tables once a change commits (others hear the database). */
  invalidate: (...tables: string[]) => void;
}) {
  const unitOfWork = clearingCachesOnCommit(deps.unitOfWork, deps.invalidate, 'advertisements');
  async function checked(region: Region, input: AdminAdvertPatch) {
    const problems: Record<string, string> = {};
    let imageUrl: string | undefined;
    if (input.imageFileId !== undefined) {
      imageUrl = await deps.contentImageUrl(region, input.imageFileId);
      if (!imageUrl) problems.imageFileId = MESSAGES.invalidValue;
    }
    if (input.categoryIds?.length) {
      const known = await deps.categoryIds(region);
      input.categoryIds.forEach((id, index) => {
        if (!known.has(id)) problems[`categoryIds.${index}`] = MESSAGES.invalidValue;
      });
    }
    if (Object.keys(problems).length > 0) throw new ValidationError(problems);
    return imageUrl;
  }

  return {
    async list(region: Region): Promise<{ items: AdminAdvertDto[] }> {
      return { items: (await deps.advertisementsRepository.list(region)).map(presentAdminAdvert) };
    },

    async create(region: Region, actorId: number, input: AdminAdvertInput): Promise<AdminAdvertDto> {
      const imageUrl = await checked(region, input);
      if (!imageUrl) throw new ValidationError({ imageFileId: MESSAGES.required });
      return unitOfWork(async (scope) => {
        const row = await scope.advertisements.create({
          region,
          area: input.area,
          imageUrl,
          alt: input.alt,
          referenceUrl: input.referenceUrl ?? null,
          categoryIds: [...new Set(input.categoryIds ?? [])],
          position: input.position ?? 0,
          active: input.active ?? true,
        });
        await scope.audit.record(region, actorId, {
          action: 'advertisement.create',
          subjectType: 'advertisement',
          subjectId: row.id,
          after: advertAudit(row),
        });
        return presentAdminAdvert(row);
      });
    },

    async update(
      region: Region,
      actorId: number,
      id: number,
      input: AdminAdvertPatch,
    ): Promise<AdminAdvertDto> {
      const imageUrl = await checked(region, input);
      return unitOfWork(async (scope) => {
        const advert = await scope.advertisements.findForUpdate(region, id);
        if (!advert) throw new NotFoundError();
        const after = await scope.advertisements.update(id, {
          ...(input.area !== undefined ? { area: input.area } : {}),
          ...(imageUrl !== undefined ? { imageUrl } : {}),
          ...(input.alt !== undefined ? { alt: input.alt } : {}),
          ...(input.referenceUrl !== undefined ? { referenceUrl: input.referenceUrl } : {}),
          ...(input.categoryIds !== undefined ? { categoryIds: [...new Set(input.categoryIds)] } : {}),
          ...(input.position !== undefined ? { position: input.position } : {}),
          ...(input.active !== undefined ? { active: input.active } : {}),
        });
        await scope.audit.record(region, actorId, {
          action: 'advertisement.update',
          subjectType: 'advertisement',
          subjectId: id,
          before: advertAudit(advert),
          after: advertAudit(after),
        });
        return presentAdminAdvert(after);
      });
    },
  };
}

export type AdvertisementsAdminService = ReturnType<typeof createAdvertisementsAdminService>;
