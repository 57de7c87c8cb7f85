import type { CategoryDto } from './categories.ts';
import type { RegionSettings } from './regions.ts';

/** `GET /api/sales-channel`: the edition's settings and its category tree. */
export interface SalesChannelDto {
  region: RegionSettings;
  categories: CategoryDto[];
  /** Top-level categories ordered for the home grid and menus. */
  menu: { id: number; name: string; imageUrl: string | null; offersCount: number }[];
}
