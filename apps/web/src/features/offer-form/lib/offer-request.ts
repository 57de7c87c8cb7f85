import {
  normalisePostCode,
  type CustomFormFieldDto,
  type DeliveryMethod,
  type OfferType,
  type Period,
  type PriceVariant,
  type Region,
} from '@marketplace/contract';
import { parseAmount, parseDecimal, parseWholeNumber, type Parsed } from './amount.ts';
import type { OfferFormPath, OfferFormValues } from './form-values.ts';

export type OfferWriteStatus = 'draft' | 'published';

export interface GeoCoordinate {
  lat: number;
  lon: number;
}

export interface OfferAddressRequest {
  street: string | null;
  apartmentNumber: string | null;
  city: string | null;
  state: string | null;
  postCode: string | null;
  geoCoordinate?: GeoCoordinate;
}

/**
 * The body of `POST /api/offers` and `POST /api/offers/{id}` (camelCase here; the API client
 * sends it in snake_case). Only the fields of the offer's type are present.
 */
export interface OfferWriteRequest {
  type?: OfferType;
  status: OfferWriteStatus;
  category: number | null;
  title: string;
  description: string;
  attributes: Record<string, string | number>;
  images: string[];
  price?: { amount: number | null };
  /** A product's floor for proposals; null: the default, half the price (decision 101). */
  proposalFloor?: { amount: number } | null;
  quantity?: number | null;
  delivery?: { method: DeliveryMethod; price?: { amount: number | null } } | null;
  priceVariant?: PriceVariant;
  priceFrom?: number | null;
  priceTo?: number | null;
  period?: Period | null;
  showSalary?: boolean;
  salaryFrom?: number | null;
  salaryTo?: number | null;
  hideLocation: boolean;
  /** Absent until the seller chooses: the server applies the default (decision 082). */
  showExactAddress?: boolean;
  address?: OfferAddressRequest;
}

export interface OfferRequestContext {
  /** The type of the chosen category. */
  type: OfferType;
  status: OfferWriteStatus;
  /** The type is fixed at creation, so an edit omits it (spec 000 section 7). */
  editing: boolean;
  /** The chosen category's custom fields: only these attributes are sent. */
  fields: readonly CustomFormFieldDto[];
  /** File ids of the uploaded photos, in order. */
  fileIds: readonly string[];
  region: Region;
  /** Coordinates looked up for the address, when found. */
  coordinate?: GeoCoordinate | null | undefined;
}

export interface BuiltOfferRequest {
  request: OfferWriteRequest;
  /** Values that could not be read (not a number), by form path. */
  errors: Partial<Record<OfferFormPath, string>>;
}

const orNull = (text: string): string | null => {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
};

/**
 * Form values -> the offer write payload (spec 000 sections 4 and 7): amounts multiplied by 100,
 * the category as its id, photos as file ids, the type only on create, and only the fields of
 * the offer's type. 'Free' makes the price 0; pickup has no delivery price; the fixed variant has
 * no upper value; without showSalary the salary and its period are null, while a service keeps
 * its period (hourly by default); a hidden location sends no address.
 */
export function buildOfferRequest(values: OfferFormValues, context: OfferRequestContext): BuiltOfferRequest {
  const errors: BuiltOfferRequest['errors'] = {};
  const read = <T>(path: OfferFormPath, parsed: Parsed<T>): T | null => {
    if (parsed.ok) return parsed.value;
    errors[path] = parsed.message;
    return null;
  };
  const amount = (
    path: 'price' | 'proposalFloor' | 'deliveryPrice' | 'priceFrom' | 'priceTo' | 'salaryFrom' | 'salaryTo',
  ) => read(path, parseAmount(values[path]));

  const category = Number(values.categoryId);
  const request: OfferWriteRequest = {
    ...(context.editing ? {} : { type: context.type }),
    status: context.status,
    category: Number.isInteger(category) && category > 0 ? category : null,
    title: values.title,
    description: values.description,
    attributes: attributesOf(values, context.fields, read),
    images: [...context.fileIds],
    hideLocation: values.hideLocation,
    ...(values.showExactAddress === null ? {} : { showExactAddress: values.showExactAddress }),
  };

  switch (context.type) {
    case 'product': {
      request.price = { amount: values.free ? 0 : amount('price') };
      // Always sent, so clearing the field clears the floor; a free product takes no proposals.
      const floor = values.free ? null : amount('proposalFloor');
      request.proposalFloor = floor === null ? null : { amount: floor };
      request.quantity = read('quantity', parseWholeNumber(values.quantity));
      const method = values.deliveryMethod;
      request.delivery =
        method === ''
          ? null
          : method === 'courier'
            ? { method, price: { amount: amount('deliveryPrice') } }
            : { method };
      break;
    }
    case 'real_estate':
      request.price = { amount: amount('price') };
      request.quantity = read('quantity', parseWholeNumber(values.quantity));
      break;
    case 'service':
      request.priceVariant = values.priceVariant;
      request.priceFrom = amount('priceFrom');
      request.priceTo = values.priceVariant === 'range' ? amount('priceTo') : null;
      request.period = values.period || 'hourly';
      break;
    case 'job_offer':
      request.showSalary = values.showSalary;
      request.priceVariant = values.priceVariant;
      if (values.showSalary) {
        request.salaryFrom = amount('salaryFrom');
        request.salaryTo = values.priceVariant === 'range' ? amount('salaryTo') : null;
        request.period = values.period || null;
      } else {
        request.salaryFrom = null;
        request.salaryTo = null;
        request.period = null;
      }
      break;
  }

  if (!values.hideLocation) {
    const { address } = values;
    const postCode = orNull(address.postCode);
    request.address = {
      street: orNull(address.street),
      apartmentNumber: orNull(address.apartmentNumber),
      city: orNull(address.city),
      state: orNull(address.state),
      postCode: postCode === null ? null : normalisePostCode(postCode, context.region),
      ...(context.coordinate ? { geoCoordinate: context.coordinate } : {}),
    };
  }
  return { request, errors };
}

/** The attributes of the category's fields: numbers for number fields, empty ones left out. */
function attributesOf(
  values: OfferFormValues,
  fields: readonly CustomFormFieldDto[],
  read: <T>(path: OfferFormPath, parsed: Parsed<T>) => T | null,
): Record<string, string | number> {
  const attributes: Record<string, string | number> = {};
  for (const field of fields) {
    const raw = values.attributes[field.name] ?? '';
    const path = `attributes.${field.name}` as const;
    const value =
      field.type === 'integer'
        ? read(path, parseWholeNumber(raw))
        : field.type === 'number'
          ? read(path, parseDecimal(raw))
          : orNull(raw);
    if (value !== null) attributes[field.name] = value;
  }
  return attributes;
}
