import {
  MESSAGES,
  SPEC_PAGE_SLUGS,
  type AdminPageDto,
  type AdminPageGroupInput,
  type AdminPageInput,
  type AdminPagePatch,
  type AdminPagesDto,
  type Region,
} from '@marketplace/contract';
import { clearingCachesOnCommit, type UnitOfWork } from '../../db/unit-of-work.ts';
import { NotFoundError, ValidationError } from '../../shared/errors.ts';
import { sanitizeRichText } from '../../shared/html.ts';
import type { AuditLog } from '../audit/index.ts';
import type { PageRow, PagesRepository } from './pages.repository.ts';

export interface PagesAdminScope {
  pages: PagesRepository;
  audit: AuditLog;
}

const isUniqueViolation = (error: unknown): boolean => {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
};

export function presentAdminPage(row: PageRow): AdminPageDto {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    content: row.content,
    groupId: row.groupId,
    position: row.position,
    published: row.published,
  };
}

/** What the log keeps of a page: the body only as its length (it may be long). */
const pageAudit = (row: PageRow) => {
  const { content, id: _id, ...rest } = presentAdminPage(row);
  return { ...rest, contentLength: content.length };
};

/**
 * The console's static pages (issue 25, decision 092): groups and pages, HTML sanitised on save by
 * the repository (the sanitiser every page write uses), hidden rather than deleted. The pages
 * cache of every process is emptied by the database's notification (decision 048).
 */
export function createPagesAdminService(deps: {
  pagesRepository: PagesRepository;
  unitOfWork: UnitOfWork<PagesAdminScope>;
  /** Empties this process's caches of these tables once a change commits (others hear the database). */
  invalidate: (...tables: string[]) => void;
}) {
  const { pagesRepository } = deps;
  const unitOfWork = clearingCachesOnCommit(deps.unitOfWork, deps.invalidate, 'pages', 'page_groups');

  async function assertGroup(scope: PagesAdminScope, region: Region, groupId: number | null | undefined) {
    if (groupId === undefined || groupId === null) return;
    if (!(await scope.pages.findGroupForUpdate(region, groupId)))
      throw new ValidationError({ groupId: MESSAGES.invalidValue });
  }

  const slugTaken = (error: unknown) => {
    if (isUniqueViolation(error)) throw new ValidationError({ slug: MESSAGES.slugTaken });
    throw error;
  };

  return {
    async list(region: Region): Promise<AdminPagesDto> {
      const [groups, pages] = await Promise.all([
        pagesRepository.groups(region),
        pagesRepository.list(region),
      ]);
      return {
        groups: groups.map(({ id, title, position }) => ({ id, title, position })),
        pages: pages.map(presentAdminPage),
      };
    },

    /** The HTML a save would keep, for the console's preview. */
    preview: (content: string) => ({ content: sanitizeRichText(content) }),

    async createGroup(region: Region, actorId: number, input: AdminPageGroupInput) {
      return unitOfWork(async (scope) => {
        const existing = await scope.pages.groups(region);
        const row = await scope.pages.createGroup(
          region,
          input.title,
          input.position ?? 1 + Math.max(0, ...existing.map((group) => group.position)),
        );
        await scope.audit.record(region, actorId, {
          action: 'page_group.create',
          subjectType: 'page_group',
          subjectId: row.id,
          after: { title: row.title, position: row.position },
        });
        return { id: row.id };
      });
    },

    async updateGroup(region: Region, actorId: number, id: number, input: Partial<AdminPageGroupInput>) {
      await unitOfWork(async (scope) => {
        const group = await scope.pages.findGroupForUpdate(region, id);
        if (!group) throw new NotFoundError();
        const after = await scope.pages.updateGroup(id, {
          ...(input.title !== undefined ? { title: input.title } : {}),
          ...(input.position !== undefined ? { position: input.position } : {}),
        });
        await scope.audit.record(region, actorId, {
          action: 'page_group.update',
          subjectType: 'page_group',
          subjectId: id,
          before: { title: group.title, position: group.position },
          after: { title: after.title, position: after.position },
        });
      });
    },

    async create(region: Region, actorId: number, input: AdminPageInput): Promise<AdminPageDto> {
      return unitOfWork(async (scope) => {
        await assertGroup(scope, region, input.groupId);
        const row = await scope.pages
          .insert({
            region,
            slug: input.slug,
            title: input.title,
            content: input.content,
            groupId: input.groupId ?? null,
            position: input.position ?? 0,
            published: input.published ?? true,
          })
          .catch(slugTaken);
        await scope.audit.record(region, actorId, {
          action: 'page.create',
          subjectType: 'page',
          subjectId: row.id,
          after: pageAudit(row),
        });
        return presentAdminPage(row);
      });
    },

    async update(region: Region, actorId: number, id: number, input: AdminPagePatch): Promise<AdminPageDto> {
      return unitOfWork(async (scope) => {
        const page = await scope.pages.findForUpdate(region, id);
        if (!page) throw new NotFoundError();
        await assertGroup(scope, region, input.groupId);
        // The spec's pages are linked from fixed places (the footer, the forms' consents).
        const fixed = (SPEC_PAGE_SLUGS as readonly string[]).includes(page.slug);
        if (fixed && input.slug !== undefined && input.slug !== page.slug)
          throw new ValidationError({ slug: MESSAGES.invalidValue });
        if (fixed && input.published === false)
          throw new ValidationError({ published: MESSAGES.invalidValue });
        const after = await scope.pages
          .update(id, {
            ...(input.title !== undefined ? { title: input.title } : {}),
            ...(input.slug !== undefined ? { slug: input.slug } : {}),
            ...(input.content !== undefined ? { content: input.content } : {}),
            ...(input.groupId !== undefined ? { groupId: input.groupId } : {}),
            ...(input.position !== undefined ? { position: input.position } : {}),
            ...(input.published !== undefined ? { published: input.published } : {}),
          })
          .catch(slugTaken);
        await scope.audit.record(region, actorId, {
          action: 'page.update',
          subjectType: 'page',
          subjectId: id,
          before: pageAudit(page),
          after: pageAudit(after),
        });
        return presentAdminPage(after);
      });
    },
  };
}

export type PagesAdminService = ReturnType<typeof createPagesAdminService>;
