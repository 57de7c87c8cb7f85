import {
  isValidPostCode,
  MESSAGES,
  OfferWriteInputSchema,
  proposalFloorProblem,
  publishProblems,
  type CustomFormFieldDto,
  type OfferCompleteness,
  type OfferType,
} from '@marketplace/contract';
import type { OfferFormPath } from './form-values.ts';
import type { OfferWriteRequest } from './offer-request.ts';
import { photoLimit } from './photo-limit.ts';

const FORM_PATHS: Record<string, OfferFormPath> = {
  category: 'categoryId',
  type: 'categoryId',
  price: 'price',
  'price.amount': 'price',
  'proposalFloor.amount': 'proposalFloor',
  delivery: 'deliveryMethod',
  'delivery.method': 'deliveryMethod',
  'delivery.price': 'deliveryPrice',
  'delivery.price.amount': 'deliveryPrice',
  address: 'address.street',
};

const PLAIN_PATHS = new Set<string>([
  'title',
  'description',
  'quantity',
  'proposalFloor',
  'priceVariant',
  'priceFrom',
  'priceTo',
  'period',
  'showSalary',
  'salaryFrom',
  'salaryTo',
  'hideLocation',
  'address.street',
  'address.apartmentNumber',
  'address.city',
  'address.state',
  'address.postCode',
]);

/**
 * The form field a server or contract error path belongs to (`price.amount` -> `price`,
 * `images.2.fileId` -> `images`), or undefined for a path the form does not show.
 */
export function formPathOf(path: string): OfferFormPath | undefined {
  if (path in FORM_PATHS) return FORM_PATHS[path];
  if (PLAIN_PATHS.has(path)) return path as OfferFormPath;
  if (path === 'images' || path.startsWith('images.')) return 'images';
  if (path.startsWith('address.geoCoordinate')) return 'address.geoCoordinate';
  const attribute = /^attributes\.([^.]+)/.exec(path);
  if (attribute) return `attributes.${attribute[1]}`;
  return undefined;
}

/** Field errors keyed by server path, moved onto the form's fields (the first message of each wins). */
export function toFormErrors(errors: Record<string, string>): Partial<Record<OfferFormPath, string>> {
  const result: Partial<Record<OfferFormPath, string>> = {};
  for (const [path, message] of Object.entries(errors)) {
    const formPath = formPathOf(path);
    if (formPath && !result[formPath]) result[formPath] = message;
  }
  return result;
}

export interface OfferValidationContext {
  type: OfferType;
  fields: readonly CustomFormFieldDto[];
  /** Photos uploaded and kept. */
  photoCount: number;
  extraPhotos: boolean;
  region: 'us' | 'pl';
}

/** The values the contract's completeness rules read, taken from a request. */
function completenessOf(request: OfferWriteRequest, context: OfferValidationContext): OfferCompleteness {
  const address = request.address;
  return {
    type: context.type,
    title: request.title,
    description: request.description,
    attributes: request.attributes,
    imageCount: context.photoCount,
    extraPhotos: context.extraPhotos,
    priceAmount: request.price?.amount,
    quantity: request.quantity,
    priceVariant: request.priceVariant,
    priceFrom: request.priceFrom,
    priceTo: request.priceTo,
    period: request.period,
    showSalary: request.showSalary,
    salaryFrom: request.salaryFrom,
    salaryTo: request.salaryTo,
    deliveryMethod: request.delivery?.method,
    deliveryPrice: request.delivery?.price?.amount,
    hideLocation: request.hideLocation,
    street: address?.street,
    city: address?.city,
    state: address?.state,
    postCode: address?.postCode,
    // Coordinates are looked up on submit, after these checks (see the offer form).
    lat: 0,
  };
}

/**
 * What keeps a request from being saved, by form path, with the server's own rules: the
 * contract's write schema always, its publish rules (spec 000 section 5) when publishing.
 * Messages are the contract's English texts; the form translates them.
 */
export function validateOfferRequest(
  request: OfferWriteRequest,
  context: OfferValidationContext,
): Partial<Record<OfferFormPath, string>> {
  const problems: Record<string, string> = {};
  const parsed = OfferWriteInputSchema.safeParse(request);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = issue.path.join('.');
      problems[path] ??= issue.message;
    }
  }
  if (context.photoCount > photoLimit(context.extraPhotos)) problems.images ??= MESSAGES.tooManyFiles;
  if (request.status === 'published') {
    for (const [path, message] of Object.entries(
      publishProblems(completenessOf(request, context), context.fields),
    ))
      problems[path] ??= message;
  }
  if (context.type === 'product') {
    const floorProblem = proposalFloorProblem(request.proposalFloor?.amount, request.price?.amount);
    if (floorProblem) problems.proposalFloor ??= floorProblem;
  }
  const postCode = request.address?.postCode;
  if (postCode && !isValidPostCode(postCode, context.region))
    problems['address.postCode'] ??= MESSAGES.invalidPostCode;
  return toFormErrors(problems);
}
