import { toNestErrors } from '@hookform/resolvers';
import {
  MESSAGES,
  type CategoryDto,
  type CustomFormFieldDto,
  type OfferType,
  type Region,
} from '@marketplace/contract';
import type { FieldErrors, Resolver, ResolverResult } from 'react-hook-form';
import type { OfferFormPath, OfferFormValues } from './form-values.ts';
import { buildOfferRequest, type OfferWriteStatus } from './offer-request.ts';
import { validateOfferRequest } from './validate-offer-form.ts';

/** What the resolver needs besides the values and settings, as it is at the time of validation. */
export interface OfferFormContext {
  /** The chosen category's custom fields. */
  fields: readonly CustomFormFieldDto[];
  /** The uploaded photos kept. */
  fileIds: readonly string[];
  /** What the pressed button saves the offer as. */
  status: OfferWriteStatus;
}

export function findCategory(tree: readonly CategoryDto[], id: number | null): CategoryDto | undefined {
  if (id === null) return undefined;
  for (const category of tree) {
    if (category.id === id) return category;
    const found = findCategory(category.children, id);
    if (found) return found;
  }
  return undefined;
}

/** The form's category value ('' for none) as an id. */
export const toCategoryId = (value: string): number | null => (value === '' ? null : Number(value));

export interface OfferFormSettings {
  /** The edition's category tree. */
  categories: readonly CategoryDto[];
  /** The edited offer's type (it cannot change); undefined when creating. */
  lockedType: OfferType | undefined;
  editing: boolean;
  extraPhotos: boolean;
  region: Region;
}

/**
 * Validates the offer form as the server will: the request is built from the values, then the
 * contract's write schema and (when publishing) its publish rules check it, with the same messages.
 * The body of the form's resolver (`useOfferFormResolver`).
 */
export function resolveOfferForm(
  values: OfferFormValues,
  { categories, lockedType, editing, extraPhotos, region }: OfferFormSettings,
  { fields, fileIds, status }: OfferFormContext,
  options: Parameters<Resolver<OfferFormValues>>[2],
): ResolverResult<OfferFormValues> {
  const type = lockedType ?? findCategory(categories, toCategoryId(values.categoryId))?.offerType;
  let problems: Partial<Record<OfferFormPath, string>>;
  if (!type) {
    problems = { categoryId: MESSAGES.required };
  } else {
    const built = buildOfferRequest(values, { type, status, editing, fields, fileIds, region });
    const checked = validateOfferRequest(built.request, {
      type,
      fields,
      photoCount: fileIds.length,
      extraPhotos,
      region,
    });
    problems = { ...checked, ...built.errors };
  }
  const entries = Object.entries(problems);
  if (entries.length === 0) return { values, errors: {} };
  const flat = Object.fromEntries(entries.map(([path, message]) => [path, { type: 'validate', message }]));
  return { values: {}, errors: toNestErrors(flat as FieldErrors, options) };
}
