import type { OfferType } from './offers.ts';

export const CUSTOM_FIELD_TYPES = ['string', 'integer', 'number'] as const;
export type CustomFieldType = (typeof CUSTOM_FIELD_TYPES)[number];

/** A custom form field of a category (spec 000 section 3). */
export interface CustomFormFieldDto {
  name: string;
  title: string;
  type: CustomFieldType;
  required: boolean;
  /** Allowed values of a string field; absent for free text. */
  enum?: string[];
  default?: string | number | null;
  unit?: string | null;
}

export interface CategoryDto {
  id: number;
  name: string;
  parentId: number | null;
  offerType: OfferType;
  imageUrl: string | null;
  offersCount: number;
  path: { id: number; name: string }[];
  children: CategoryDto[];
}
