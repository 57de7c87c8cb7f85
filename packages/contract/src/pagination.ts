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

/** `?page=N`, 1-based; anything below 1 (or not a number) means 1. */
export const PageQuerySchema = z.object({
  page: z.preprocess((value) => {
    const page = Number.parseInt(String(value ?? '1'), 10);
    return Number.isFinite(page) && page >= 1 ? page : 1;
  }, z.number().int().min(1)),
});
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
