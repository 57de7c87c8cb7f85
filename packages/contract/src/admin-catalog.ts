import { MESSAGES } from './messages.ts';
import { OFFER_TYPES, type OfferType } from './offers.ts';
import { IdSchema } from './pagination.ts';
import { z } from './zod.ts';

/*
 * The console's catalog (issue 25, decision 091): the category tree of an edition and each
 * category's custom fields. Names and titles are in the edition's language (each edition has one).
 */

export const CATEGORY_NAME_MAX = 60;
export const FIELD_TITLE_MAX = 60;
export const FIELD_NAME_MAX = 40;
export const FIELD_ENUM_VALUES_MAX = 50;
export const FIELD_ENUM_VALUE_MAX = 60;
export const FIELD_UNIT_MAX = 10;
/** Custom fields one category may have of its own. */
export const CATEGORY_FIELDS_MAX = 30;
/** How deep the tree goes (a root is level 1). */
export const CATEGORY_DEPTH_MAX = 4;

/** The console's field types: an enum is a string field with allowed values. */
export const ADMIN_FIELD_TYPES = ['string', 'enum', 'integer', 'number'] as const;
export type AdminFieldType = (typeof ADMIN_FIELD_TYPES)[number];

const requiredText = (max: number) =>
  z.string({ error: MESSAGES.required }).trim().min(1, MESSAGES.required).max(max, MESSAGES.tooLong);

export const AdminCategoryInputSchema = z.object({
  name: requiredText(CATEGORY_NAME_MAX),
  parentId: IdSchema.nullable().optional(),
  offerType: z.enum(OFFER_TYPES, { error: MESSAGES.invalidValue }),
  /** An image uploaded through `POST /api/admin/images`; null removes the image. */
  imageFileId: z.uuid({ error: MESSAGES.invalidValue }).nullable().optional(),
  position: z.coerce.number().int().min(0, MESSAGES.invalidValue).max(1000, MESSAGES.invalidValue).optional(),
});
export type AdminCategoryInput = z.infer<typeof AdminCategoryInputSchema>;

export const AdminCategoryPatchSchema = AdminCategoryInputSchema.partial();
export type AdminCategoryPatch = z.infer<typeof AdminCategoryPatchSchema>;

export const AdminFieldParamsSchema = z.object({ id: IdSchema, fieldId: IdSchema });

const fieldValue = z.union([
  z.string().trim().max(FIELD_ENUM_VALUE_MAX, MESSAGES.tooLong),
  z.number().finite().min(-1e12, MESSAGES.invalidValue).max(1e12, MESSAGES.invalidValue),
]);

const fieldShape = {
  /**
   * The key an offer's attributes use; fixed once the field exists. Lowercase letters and digits
   * only: request bodies are read snake_case and turned camelCase key by key, attributes included.
   */
  name: z
    .string({ error: MESSAGES.required })
    .trim()
    .min(1, MESSAGES.required)
    .max(FIELD_NAME_MAX, MESSAGES.tooLong)
    .regex(/^[a-z][a-z0-9]*$/, MESSAGES.invalidValue),
  title: requiredText(FIELD_TITLE_MAX),
  type: z.enum(ADMIN_FIELD_TYPES, { error: MESSAGES.invalidValue }),
  enumValues: z
    .array(requiredText(FIELD_ENUM_VALUE_MAX), { error: MESSAGES.invalidValue })
    .max(FIELD_ENUM_VALUES_MAX, MESSAGES.tooManyAttributes)
    .refine((values) => new Set(values).size === values.length, MESSAGES.invalidValue)
    .optional(),
  required: z.boolean({ error: MESSAGES.invalidValue }).optional(),
  default: fieldValue.nullable().optional(),
  unit: z.string().trim().max(FIELD_UNIT_MAX, MESSAGES.tooLong).nullable().optional(),
  position: z.coerce.number().int().min(0, MESSAGES.invalidValue).max(1000, MESSAGES.invalidValue).optional(),
};

export const AdminFieldInputSchema = z.object(fieldShape);
export type AdminFieldInput = z.infer<typeof AdminFieldInputSchema>;

/** A field's name is its offers' key: it never changes. */
export const AdminFieldPatchSchema = z.object(fieldShape).omit({ name: true }).partial();
export type AdminFieldPatch = z.infer<typeof AdminFieldPatchSchema>;

export interface AdminCategoryFieldDto {
  id: number;
  name: string;
  title: string;
  type: AdminFieldType;
  enumValues: string[];
  required: boolean;
  default: string | number | null;
  unit: string | null;
  position: number;
}

export interface AdminCategoryDto {
  id: number;
  name: string;
  slug: string;
  parentId: number | null;
  offerType: OfferType;
  imageUrl: string | null;
  position: number;
  /** Published offers in it and below it. */
  publishedOffers: number;
  /** Offers of any status (drafts and closed too) directly in it. */
  offers: number;
  children: AdminCategoryDto[];
}

/** `GET /api/admin/categories/:id`: the category, its path, its own fields and those it inherits. */
export interface AdminCategoryDetailDto {
  category: Omit<AdminCategoryDto, 'children'>;
  path: { id: number; name: string }[];
  fields: AdminCategoryFieldDto[];
  inheritedFields: (AdminCategoryFieldDto & { categoryName: string })[];
  /** Values of each own field that offers use, by field name (what may not be removed). */
  valuesInUse: Record<string, string[]>;
}

/** What the console's image upload answers. */
export interface AdminImageDto {
  fileId: string;
  url: string;
}
