import { PAGE_MAX } from './limits.ts';
import { MESSAGES } from './messages.ts';
import { z } from './zod.ts';

/** The largest id a record can have: ids are PostgreSQL `serial` (int4) columns. */
export const MAX_ID = 2_147_483_647;

/**
 * A record's id (`/api/offers/{id}`, `offer_id` in a body, `?after=`): a positive integer its column
 * holds. Past MAX_ID it is the field's error, or, in a path, 404 (http/errors.ts; decision 070).
 */
export const IdSchema = z.coerce.number().int().positive().max(MAX_ID, MESSAGES.invalidValue);
export const IdParamsSchema = z.object({ id: IdSchema });

/**
 * A query's value as a number when it is a plain decimal integer (`7`, `-3`, `+2`); anything else
 * (`1.5`, `null`, `1e3`, `0x10`, `abc`) stays as it is, for the number schema after it to refuse.
 * An empty value is no value.
 */
function integerText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return undefined;
  return /^[+-]?\d{1,16}$/.test(text) ? Number(text) : value;
}

/** A record's id in a query (`?conversation_id=`): as IdSchema, but only a plain decimal integer. */
export const IdQuerySchema = z.preprocess(
  integerText,
  z.number().int().min(1).max(MAX_ID, MESSAGES.invalidValue),
);

/**
 * An integer query parameter within `min`..`max`, as the document says (`type: integer`, with its
 * bounds): anything but a plain decimal integer in them is refused with the field's error (400,
 * issue 34). Absent or empty, it is `fallback` when there is one.
 */
export function integerQuery(min: number, max: number): z.ZodOptional<z.ZodType<number>>;
export function integerQuery(min: number, max: number, fallback: number): z.ZodType<number>;
export function integerQuery(min: number, max: number, fallback?: number): z.ZodType {
  const integer = z
    .number()
    .int()
    .min(min, `This value should be greater than or equal to ${min}.`)
    // Past MAX_ID, an id (or a position among ids) is not valid, as everywhere (decision 070).
    .max(max, max === MAX_ID ? MESSAGES.invalidValue : `This value should be less than or equal to ${max}.`);
  return fallback === undefined
    ? z.preprocess(integerText, integer.optional()).optional()
    : z.preprocess(integerText, integer.default(fallback)).default(fallback);
}

/** `?page=N`, 1-based, at most PAGE_MAX; 1 when absent (or empty); anything else is a 400. */
export const PageQuerySchema = z.object({ page: integerQuery(1, PAGE_MAX, 1) });
export type PageQuery = z.infer<typeof PageQuerySchema>;

export interface Pagination {
  currentPage: number;
  totalPages: number;
  totalItems: number;
}

export interface Paginated<T> {
  items: T[];
  pagination: Pagination;
}

export function paginationOf(currentPage: number, pageSize: number, totalItems: number): Pagination {
  return { currentPage, totalPages: Math.max(1, Math.ceil(totalItems / pageSize)), totalItems };
}
