import type {
  CustomFormFieldDto,
  DeliveryMethod,
  OfferDto,
  OfferType,
  Period,
  PriceVariant,
  Region,
} from '@marketplace/contract';
import { amountInputValue } from './amount.ts';

/**
 * `GET /api/offers/{id}` as its owner reads it: the detail answer plus the location flags and a
 * product's floor for price proposals (decision 101).
 */
export type EditableOffer = OfferDto & {
  hideLocation?: boolean;
  showExactAddress?: boolean;
  proposalFloor?: { amount: number } | null;
};

export interface OfferAddressValues {
  street: string;
  apartmentNumber: string;
  city: string;
  state: string;
  postCode: string;
}

/**
 * The form's values (spec 000 section 3, "Offer form values"): the offer fields as typed, amounts
 * in major units, plus hideLocation. Fields of every type live side by side; the request keeps
 * only those of the chosen category's type. Photos are kept by the uploader, not here.
 */
export interface OfferFormValues {
  categoryId: string;
  title: string;
  description: string;
  attributes: Record<string, string>;
  price: string;
  free: boolean;
  /** A product's lowest price the seller considers for proposals; empty: the default, half the price. */
  proposalFloor: string;
  quantity: string;
  deliveryMethod: DeliveryMethod | '';
  deliveryPrice: string;
  priceVariant: PriceVariant;
  priceFrom: string;
  priceTo: string;
  period: Period | '';
  showSalary: boolean;
  salaryFrom: string;
  salaryTo: string;
  hideLocation: boolean;
  /**
   * Others see the street and the exact pin (decision 082). Null until the seller chooses: the
   * box then shows the default for the seller and the type, and the request leaves it to the server.
   */
  showExactAddress: boolean | null;
  address: OfferAddressValues;
}

/** Paths of the form an error can be shown on, besides the attributes. */
export type OfferFormPath =
  | Exclude<keyof OfferFormValues, 'attributes' | 'address' | 'showExactAddress'>
  | `address.${keyof OfferAddressValues}`
  | `attributes.${string}`
  /** Shown on the photos section. */
  | 'images'
  /** Shown on the location section: the address could not be found. */
  | 'address.geoCoordinate';

/** The default period of a type: hourly for a service (spec 000 section 9), monthly for a salary. */
export function defaultPeriod(type: OfferType): Period | '' {
  if (type === 'service') return 'hourly';
  if (type === 'job_offer') return 'monthly';
  return '';
}

export function emptyOfferFormValues(address?: Partial<OfferAddressValues> | null): OfferFormValues {
  return {
    categoryId: '',
    title: '',
    description: '',
    attributes: {},
    price: '',
    free: false,
    proposalFloor: '',
    quantity: '1',
    deliveryMethod: '',
    deliveryPrice: '',
    priceVariant: 'fixed',
    priceFrom: '',
    priceTo: '',
    period: '',
    showSalary: true,
    salaryFrom: '',
    salaryTo: '',
    hideLocation: false,
    showExactAddress: null,
    address: {
      street: address?.street ?? '',
      apartmentNumber: address?.apartmentNumber ?? '',
      city: address?.city ?? '',
      state: address?.state ?? '',
      postCode: address?.postCode ?? '',
    },
  };
}

/**
 * Attribute values for a category's fields: what was entered before for a field of the same
 * name, else the field's default, else empty.
 */
export function attributeValuesFor(
  fields: readonly CustomFormFieldDto[],
  previous: Record<string, string>,
): Record<string, string> {
  return Object.fromEntries(
    fields.map((field) => {
      const kept = previous[field.name];
      const usable = kept !== undefined && kept !== '' && (!field.enum || field.enum.includes(kept));
      const fallback = field.default === null || field.default === undefined ? '' : String(field.default);
      return [field.name, usable ? kept : fallback];
    }),
  );
}

/** An offer loaded for editing as form values: minor units divided by 100 (spec 000 section 3). */
export function offerToFormValues(offer: EditableOffer, region: Region): OfferFormValues {
  const amount = (value: number | null | undefined) => amountInputValue(value, region);
  const address = offer.address;
  return {
    categoryId: String(offer.categoryId),
    title: offer.title ?? '',
    description: offer.description ?? '',
    attributes: Object.fromEntries(
      Object.entries(offer.attributes ?? {}).map(([name, value]) => [
        name,
        value === null ? '' : String(value),
      ]),
    ),
    price: amount(offer.price?.amount),
    free: offer.type === 'product' && offer.price?.amount === 0,
    proposalFloor: amount(offer.proposalFloor?.amount),
    quantity: offer.quantity === null ? '' : String(offer.quantity),
    deliveryMethod: offer.delivery?.method ?? '',
    deliveryPrice: offer.delivery?.method === 'courier' ? amount(offer.delivery.price.amount) : '',
    priceVariant: offer.priceVariant ?? 'fixed',
    priceFrom: amount(offer.priceFrom),
    priceTo: amount(offer.priceTo),
    period: offer.period ?? defaultPeriod(offer.type),
    showSalary: offer.type === 'job_offer' ? (offer.showSalary ?? true) : true,
    salaryFrom: amount(offer.salaryFrom),
    salaryTo: amount(offer.salaryTo),
    hideLocation: offer.hideLocation ?? false,
    showExactAddress: offer.showExactAddress ?? null,
    address: {
      street: address?.street ?? '',
      apartmentNumber: address?.apartmentNumber ?? '',
      city: address?.city ?? '',
      state: address?.state ?? '',
      postCode: address?.postCode ?? '',
    },
  };
}
