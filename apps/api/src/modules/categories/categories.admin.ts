import {
  CATEGORY_DEPTH_MAX,
  CATEGORY_FIELDS_MAX,
  MESSAGES,
  type AdminCategoryDetailDto,
  type AdminCategoryDto,
  type AdminCategoryFieldDto,
  type AdminCategoryInput,
  type AdminCategoryPatch,
  type AdminFieldInput,
  type AdminFieldPatch,
  type AdminFieldType,
  type Region,
} from '@marketplace/contract';
import { clearingCachesOnCommit, type UnitOfWork } from '../../db/unit-of-work.ts';
import { NotFoundError, ValidationError } from '../../shared/errors.ts';
import type { AuditLog } from '../audit/index.ts';

/** What the catalog reads of offers (the offers module's catalog usage): counts and values in use. */
export interface OfferCatalogUsage {
  countsByCategory(region: Region): Promise<Map<number, number>>;
  valuesInUse(categoryIds: number[], name: string): Promise<string[]>;
}
import type { CategoriesRepository, CategoryFieldRow, CategoryRow } from './categories.repository.ts';

export interface CategoriesAdminScope {
  categories: CategoriesRepository;
  offerUsage: OfferCatalogUsage;
  audit: AuditLog;
}

/** A unique index refused the write (two admins adding the same name at once). */
const isUniqueViolation = (error: unknown): boolean => {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
};

/** A slug from a name: Latin letters and digits (accents dropped), dashes between words. */
export function slugOf(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return slug || 'category';
}

const categoryAudit = (row: CategoryRow) => ({
  name: row.name,
  parentId: row.parentId,
  offerType: row.offerType,
  imageUrl: row.imageUrl,
  position: row.position,
});

export function presentAdminField(row: CategoryFieldRow): AdminCategoryFieldDto {
  return {
    id: row.id,
    name: row.name,
    title: row.title,
    type: row.type === 'string' && row.enumValues ? 'enum' : row.type,
    enumValues: row.enumValues ?? [],
    required: row.required,
    default: row.defaultValue ?? null,
    unit: row.unit,
    position: row.position,
  };
}

const fieldAudit = (row: CategoryFieldRow) => {
  const { id: _id, position: _position, ...rest } = presentAdminField(row);
  return rest;
};

/** The ids of a category and everything below it. */
function subtreeOf(all: readonly CategoryRow[], rootId: number): number[] {
  const ids = [rootId];
  for (let i = 0; i < ids.length; i += 1) {
    for (const row of all) if (row.parentId === ids[i]) ids.push(row.id);
  }
  return ids;
}

/** How many levels a subtree has (1 for a leaf). */
function heightOf(all: readonly CategoryRow[], rootId: number): number {
  const children = all.filter((row) => row.parentId === rootId);
  return 1 + Math.max(0, ...children.map((child) => heightOf(all, child.id)));
}

/** The root-first chain of a category in the edition's rows. */
function pathOf(all: readonly CategoryRow[], id: number): CategoryRow[] {
  const byId = new Map(all.map((row) => [row.id, row]));
  const path: CategoryRow[] = [];
  const seen = new Set<number>();
  for (let node = byId.get(id); node && !seen.has(node.id); node = byId.get(node.parentId ?? -1)) {
    seen.add(node.id);
    path.unshift(node);
  }
  return path;
}

/** Checks a field's type, allowed values and default together; answers the columns they make. */
function fieldColumns(input: {
  type: AdminFieldType;
  enumValues?: string[] | undefined;
  default?: string | number | null;
}): Pick<CategoryFieldRow, 'type' | 'enumValues' | 'defaultValue'> {
  const problems: Record<string, string> = {};
  const enumValues = input.type === 'enum' ? (input.enumValues ?? []) : null;
  if (enumValues && enumValues.length === 0) problems.enumValues = MESSAGES.required;
  const value = input.default ?? null;
  if (value !== null && value !== '') {
    const fits =
      input.type === 'enum'
        ? typeof value === 'string' && (enumValues ?? []).includes(value)
        : input.type === 'string'
          ? typeof value === 'string'
          : input.type === 'integer'
            ? typeof value === 'number' && Number.isInteger(value)
            : typeof value === 'number';
    if (!fits) problems.default = MESSAGES.invalidValue;
  }
  if (Object.keys(problems).length > 0) throw new ValidationError(problems);
  return {
    type: input.type === 'enum' ? 'string' : input.type,
    enumValues,
    defaultValue: value === '' ? null : value,
  };
}

/**
 * The console's catalog (issue 25, decision 091): the category tree and its custom fields. Every
 * change is written with its audit entry in one unit of work; the database's notifications empty
 * the category caches of every API process (decision 048), so the offer form and the publish
 * validation use a change at once.
 */
export function createCategoriesAdminService(deps: {
  categoriesRepository: CategoriesRepository;
  offerUsage: OfferCatalogUsage;
  unitOfWork: UnitOfWork<CategoriesAdminScope>;
  /** The public URL of a content image the console uploaded, undefined for any other file. */
  contentImageUrl: (region: Region, fileId: string) => Promise<string | undefined>;
  /**
   * Empties this process's caches built from these tables once a change commits, so the next
   * request (the offer form, a publish) sees it; other processes hear the database's notification.
   */
  invalidate: (...tables: string[]) => void;
}) {
  const { categoriesRepository } = deps;
  const unitOfWork = clearingCachesOnCommit(
    deps.unitOfWork,
    deps.invalidate,
    'categories',
    'category_fields',
  );

  async function imageUrlOf(region: Region, fileId: string | null | undefined) {
    if (fileId === undefined) return undefined;
    if (fileId === null) return null;
    const url = await deps.contentImageUrl(region, fileId);
    if (!url) throw new ValidationError({ imageFileId: MESSAGES.invalidValue });
    return url;
  }

  /** Refuses a parent that would put the category under itself or make the tree too deep. */
  function assertPlacement(all: CategoryRow[], categoryId: number | undefined, parentId: number | null) {
    if (parentId === null) {
      if (categoryId !== undefined && heightOf(all, categoryId) > CATEGORY_DEPTH_MAX)
        throw new ValidationError({ parentId: MESSAGES.categoryTooDeep });
      return;
    }
    if (!all.some((row) => row.id === parentId))
      throw new ValidationError({ parentId: MESSAGES.invalidValue });
    if (categoryId !== undefined && subtreeOf(all, categoryId).includes(parentId))
      throw new ValidationError({ parentId: MESSAGES.categoryCycle });
    const height = categoryId === undefined ? 1 : heightOf(all, categoryId);
    if (pathOf(all, parentId).length + height > CATEGORY_DEPTH_MAX)
      throw new ValidationError({ parentId: MESSAGES.categoryTooDeep });
  }

  async function uniqueSlug(scope: CategoriesAdminScope, region: Region, name: string): Promise<string> {
    const base = slugOf(name);
    for (let n = 1; n < 100; n += 1) {
      const slug = n === 1 ? base : `${base}-${n}`;
      if (!(await scope.categories.slugTaken(region, slug))) return slug;
    }
    return `${base}-${crypto.randomUUID().slice(0, 8)}`;
  }

  /** The edition's category, locked; another edition's or none is 404. */
  async function lockedCategory(scope: CategoriesAdminScope, region: Region, id: number) {
    const all = await scope.categories.lockRegion(region);
    const category = all.find((row) => row.id === id);
    if (!category) throw new NotFoundError();
    return { all, category };
  }

  /** Field names this category may not take: its own, its parents' and its subcategories'. */
  async function namesTaken(scope: CategoriesAdminScope, all: CategoryRow[], categoryId: number) {
    const ids = [...pathOf(all, categoryId).map((row) => row.id), ...subtreeOf(all, categoryId).slice(1)];
    return new Set((await scope.categories.fieldsOf(ids)).map((field) => field.name));
  }

  return {
    /** `GET /api/admin/categories`: the whole tree with its offers. */
    async tree(region: Region): Promise<AdminCategoryDto[]> {
      const [rows, published, all] = await Promise.all([
        categoriesRepository.listByRegion(region),
        categoriesRepository.publishedOfferCounts(region),
        deps.offerUsage.countsByCategory(region),
      ]);
      const nodes = new Map<number, AdminCategoryDto>();
      for (const row of rows) {
        nodes.set(row.id, {
          id: row.id,
          name: row.name,
          slug: row.slug,
          parentId: row.parentId,
          offerType: row.offerType,
          imageUrl: row.imageUrl,
          position: row.position,
          publishedOffers: 0,
          offers: all.get(row.id) ?? 0,
          children: [],
        });
      }
      const roots: AdminCategoryDto[] = [];
      for (const row of rows) {
        const node = nodes.get(row.id)!;
        const parent = row.parentId === null ? undefined : nodes.get(row.parentId);
        if (parent) parent.children.push(node);
        else roots.push(node);
      }
      const rollUp = (node: AdminCategoryDto): number =>
        (node.publishedOffers =
          (published.get(node.id) ?? 0) + node.children.reduce((sum, child) => sum + rollUp(child), 0));
      roots.forEach(rollUp);
      return roots;
    },

    /** `GET /api/admin/categories/:id`: the category with its own and inherited fields. */
    async detail(region: Region, id: number): Promise<AdminCategoryDetailDto> {
      const tree = await this.tree(region);
      const flat: AdminCategoryDto[] = [];
      const walk = (nodes: AdminCategoryDto[]) =>
        nodes.forEach((node) => {
          flat.push(node);
          walk(node.children);
        });
      walk(tree);
      const node = flat.find((item) => item.id === id);
      if (!node) throw new NotFoundError();
      const rows = await categoriesRepository.listByRegion(region);
      const path = pathOf(rows, id);
      const fields = await categoriesRepository.fieldsOf(path.map((row) => row.id));
      const names = new Map(path.map((row) => [row.id, row.name]));
      const own = fields.filter((field) => field.categoryId === id);
      const subtree = subtreeOf(rows, id);
      const valuesInUse: Record<string, string[]> = {};
      for (const field of own)
        valuesInUse[field.name] = await deps.offerUsage.valuesInUse(subtree, field.name);
      const { children: _children, ...category } = node;
      return {
        category,
        path: path.map((row) => ({ id: row.id, name: row.name })),
        fields: own.map(presentAdminField),
        inheritedFields: path
          .slice(0, -1)
          .flatMap((parent) =>
            fields
              .filter((field) => field.categoryId === parent.id)
              .map((field) => ({ ...presentAdminField(field), categoryName: names.get(parent.id)! })),
          ),
        valuesInUse,
      };
    },

    async create(region: Region, actorId: number, input: AdminCategoryInput): Promise<{ id: number }> {
      const imageUrl = await imageUrlOf(region, input.imageFileId);
      return unitOfWork(async (scope) => {
        const all = await scope.categories.lockRegion(region);
        const parentId = input.parentId ?? null;
        assertPlacement(all, undefined, parentId);
        const row = await scope.categories.insert({
          region,
          parentId,
          name: input.name,
          slug: await uniqueSlug(scope, region, input.name),
          offerType: input.offerType,
          imageUrl: imageUrl ?? null,
          position:
            input.position ??
            1 + Math.max(0, ...all.filter((r) => r.parentId === parentId).map((r) => r.position)),
        });
        await scope.audit.record(region, actorId, {
          action: 'category.create',
          subjectType: 'category',
          subjectId: row.id,
          after: categoryAudit(row),
        });
        return { id: row.id };
      });
    },

    async update(region: Region, actorId: number, id: number, input: AdminCategoryPatch): Promise<void> {
      const imageUrl = await imageUrlOf(region, input.imageFileId);
      await unitOfWork(async (scope) => {
        const { all, category } = await lockedCategory(scope, region, id);
        const changes: Partial<CategoryRow> = {};
        if (input.name !== undefined && input.name !== category.name) changes.name = input.name;
        if (input.parentId !== undefined && (input.parentId ?? null) !== category.parentId) {
          assertPlacement(all, id, input.parentId ?? null);
          changes.parentId = input.parentId ?? null;
        }
        if (input.offerType !== undefined && input.offerType !== category.offerType) {
          // An offer's type is fixed at creation and must match its category's (offers module).
          const counts = await scope.offerUsage.countsByCategory(region);
          if (subtreeOf(all, id).some((cid) => (counts.get(cid) ?? 0) > 0))
            throw new ValidationError({ offerType: MESSAGES.offerTypeInUse });
          changes.offerType = input.offerType;
        }
        if (imageUrl !== undefined && imageUrl !== category.imageUrl) changes.imageUrl = imageUrl;
        if (input.position !== undefined && input.position !== category.position)
          changes.position = input.position;
        if (Object.keys(changes).length === 0) return;
        if (changes.parentId !== undefined) {
          // The moved category's fields now sit beside its new parents': names must stay unique.
          const moved = all.map((row) => (row.id === id ? { ...row, parentId: changes.parentId! } : row));
          const above = pathOf(moved, id)
            .slice(0, -1)
            .map((row) => row.id);
          const aboveNames = new Set((await scope.categories.fieldsOf(above)).map((field) => field.name));
          const below = await scope.categories.fieldsOf(subtreeOf(all, id));
          if (below.some((field) => aboveNames.has(field.name)))
            throw new ValidationError({ parentId: MESSAGES.fieldNameTaken });
        }
        const after = await scope.categories.update(id, changes);
        await scope.audit.record(region, actorId, {
          action: 'category.update',
          subjectType: 'category',
          subjectId: id,
          before: categoryAudit(category),
          after: categoryAudit(after),
        });
      });
    },

    async addField(region: Region, actorId: number, categoryId: number, input: AdminFieldInput) {
      const columns = fieldColumns(input);
      try {
        return await unitOfWork(async (scope) => {
          const { all } = await lockedCategory(scope, region, categoryId);
          if (await namesTaken(scope, all, categoryId).then((names) => names.has(input.name)))
            throw new ValidationError({ name: MESSAGES.fieldNameTaken });
          const own = await scope.categories.fieldsOf([categoryId]);
          if (own.length >= CATEGORY_FIELDS_MAX)
            throw new ValidationError({}, { formErrors: [MESSAGES.tooManyFields] });
          // A new required field applies to offers published or edited from now on: the offers
          // module checks required fields only when an offer is published or saved.
          const row = await scope.categories.insertField({
            categoryId,
            name: input.name,
            title: input.title,
            required: input.required ?? false,
            unit: input.unit ?? null,
            position: input.position ?? 1 + Math.max(0, ...own.map((field) => field.position)),
            ...columns,
          });
          await scope.audit.record(region, actorId, {
            action: 'category_field.create',
            subjectType: 'category',
            subjectId: categoryId,
            after: fieldAudit(row),
          });
          return { id: row.id };
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new ValidationError({ name: MESSAGES.fieldNameTaken });
        throw error;
      }
    },

    async updateField(
      region: Region,
      actorId: number,
      categoryId: number,
      fieldId: number,
      input: AdminFieldPatch,
    ): Promise<void> {
      await unitOfWork(async (scope) => {
        const { all } = await lockedCategory(scope, region, categoryId);
        const field = await scope.categories.findFieldForUpdate(categoryId, fieldId);
        if (!field) throw new NotFoundError();
        const current = presentAdminField(field);
        const type = input.type ?? current.type;
        const enumValues = input.enumValues ?? (type === 'enum' ? current.enumValues : undefined);
        const columns = fieldColumns({
          type,
          enumValues,
          default:
            input.default !== undefined ? input.default : type === current.type ? current.default : null,
        });
        const inUse = await scope.offerUsage.valuesInUse(subtreeOf(all, categoryId), field.name);
        if (type !== current.type && inUse.length > 0)
          throw new ValidationError({ type: MESSAGES.fieldTypeInUse });
        if (type === 'enum' && columns.enumValues) {
          const kept = new Set(columns.enumValues);
          if (inUse.some((value) => !kept.has(value)))
            throw new ValidationError({ enumValues: MESSAGES.enumValueInUse });
        }
        const after = await scope.categories.updateField(fieldId, {
          ...columns,
          ...(input.title !== undefined ? { title: input.title } : {}),
          ...(input.required !== undefined ? { required: input.required } : {}),
          ...(input.unit !== undefined ? { unit: input.unit } : {}),
          ...(input.position !== undefined ? { position: input.position } : {}),
        });
        await scope.audit.record(region, actorId, {
          action: 'category_field.update',
          subjectType: 'category',
          subjectId: categoryId,
          before: fieldAudit(field),
          after: fieldAudit(after),
        });
      });
    },
  };
}

export type CategoriesAdminService = ReturnType<typeof createCategoriesAdminService>;
