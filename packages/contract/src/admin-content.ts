import { ADVERT_AREAS, type AdvertArea } from './advertisements.ts';
import { MESSAGES } from './messages.ts';
import { isSafeWebLink } from './orders.ts';
import { IdSchema } from './pagination.ts';
import { z } from './zod.ts';

/*
 * The console's content (issue 25, decision 092): static page groups and pages (HTML sanitised on
 * save) and adverts per area. Nothing is deleted: a page is hidden, an advert made inactive.
 */

export const PAGE_TITLE_MAX = 120;
export const PAGE_SLUG_MAX = 80;
/** The longest page body the console accepts (characters of HTML before sanitising). */
export const PAGE_CONTENT_MAX = 100_000;
export const PAGE_GROUP_TITLE_MAX = 80;
export const ADVERT_ALT_MAX = 200;
export const ADVERT_URL_MAX = 500;
export const ADVERT_CATEGORIES_MAX = 50;

const requiredText = (max: number) =>
  z.string({ error: MESSAGES.required }).trim().min(1, MESSAGES.required).max(max, MESSAGES.tooLong);
const position = z.coerce.number().int().min(0, MESSAGES.invalidValue).max(1000, MESSAGES.invalidValue);

export const AdminPageGroupInputSchema = z.object({
  title: requiredText(PAGE_GROUP_TITLE_MAX),
  position: position.optional(),
});
export const AdminPageGroupPatchSchema = AdminPageGroupInputSchema.partial();
export type AdminPageGroupInput = z.infer<typeof AdminPageGroupInputSchema>;

export const AdminPageInputSchema = z.object({
  title: requiredText(PAGE_TITLE_MAX),
  slug: z
    .string({ error: MESSAGES.required })
    .trim()
    .min(1, MESSAGES.required)
    .max(PAGE_SLUG_MAX, MESSAGES.tooLong)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, MESSAGES.invalidValue),
  content: z.string({ error: MESSAGES.required }).max(PAGE_CONTENT_MAX, MESSAGES.tooLong),
  groupId: IdSchema.nullable().optional(),
  position: position.optional(),
  published: z.boolean({ error: MESSAGES.invalidValue }).optional(),
});
export const AdminPagePatchSchema = AdminPageInputSchema.partial();
export type AdminPageInput = z.infer<typeof AdminPageInputSchema>;
export type AdminPagePatch = z.infer<typeof AdminPagePatchSchema>;

/** `POST /api/admin/pages/preview`: the HTML as a save would keep it. */
export const AdminPagePreviewSchema = z.object({
  content: z.string({ error: MESSAGES.required }).max(PAGE_CONTENT_MAX, MESSAGES.tooLong),
});

export interface AdminPageDto {
  id: number;
  slug: string;
  title: string;
  content: string;
  groupId: number | null;
  position: number;
  published: boolean;
}

export interface AdminPagesDto {
  groups: { id: number; title: string; position: number }[];
  pages: AdminPageDto[];
}

const httpUrl = z
  .string()
  .trim()
  .max(ADVERT_URL_MAX, MESSAGES.tooLong)
  // A path of the site itself, or a safe web address (never `javascript:` or `data:`).
  .refine((value) => /^\/(?!\/)[^\s\p{Cc}]*$/u.test(value) || isSafeWebLink(value), MESSAGES.invalidLink);

export const AdminAdvertInputSchema = z.object({
  area: z.enum(ADVERT_AREAS, { error: MESSAGES.invalidValue }),
  /** An image uploaded through `POST /api/admin/images`. */
  imageFileId: z.uuid({ error: MESSAGES.invalidValue }).optional(),
  alt: requiredText(ADVERT_ALT_MAX),
  referenceUrl: httpUrl.nullable().optional(),
  categoryIds: z
    .array(IdSchema, { error: MESSAGES.invalidValue })
    .max(ADVERT_CATEGORIES_MAX, MESSAGES.invalidValue)
    .optional(),
  position: position.optional(),
  active: z.boolean({ error: MESSAGES.invalidValue }).optional(),
});
export const AdminAdvertPatchSchema = AdminAdvertInputSchema.partial();
export type AdminAdvertInput = z.infer<typeof AdminAdvertInputSchema>;
export type AdminAdvertPatch = z.infer<typeof AdminAdvertPatchSchema>;

export interface AdminAdvertDto {
  id: number;
  area: AdvertArea;
  imageUrl: string | null;
  alt: string | null;
  referenceUrl: string | null;
  categoryIds: number[];
  position: number;
  active: boolean;
}
