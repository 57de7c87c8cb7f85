import { z } from './zod.ts';

/** A record's id in a path (`/api/offers/{id}`): a positive integer. */
export const IdSchema = z.coerce.number().int().positive();
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
