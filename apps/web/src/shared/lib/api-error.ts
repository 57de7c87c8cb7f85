import { isPlainObject, type FormErrors } from '@marketplace/contract';

export const NETWORK_ERROR_MESSAGE = 'Network Error';

/** What the server answered: status, body (parsed JSON, else text; '' when empty) and headers. */
export interface HttpResponse {
  status: number;
  data: unknown;
  headers: Headers;
}

/**
 * The transport's failure before normalisation: an answer outside 2xx (`response` set, message
 * `Request failed with status code N`) or no answer at all (`Network Error`).
 */
export class HttpError extends Error {
  override name = 'HttpError';
  readonly response: HttpResponse | undefined;

  constructor(message: string, response?: HttpResponse) {
    super(message);
    this.response = response;
  }
}

export function requestFailedMessage(status: number): string {
  return `Request failed with status code ${status}`;
}

/**
 * A failed call, normalised as spec 000 section 8 describes: `code` from the body or the HTTP
 * status, `message` from the body's message, title or first error, `fieldErrors` keyed by dotted
 * path with the first error of each field, and the first form-level error as `additionalFirstError`.
 */
export class ApiError extends Error {
  override name = 'ApiError';
  /** The body's code, else the HTTP status; 0 when no answer arrived. */
  readonly code: number;
  /** The HTTP status; 0 when no answer arrived. */
  readonly status: number;
  readonly fieldErrors: Record<string, string>;
  readonly additionalFirstError: string | undefined;
  /** Every form-level error, in order (a refusal may name several things, decision 078). */
  readonly formErrors: string[];

  constructor(init: {
    code: number;
    status?: number;
    message: string;
    fieldErrors?: Record<string, string>;
    additionalFirstError?: string | undefined;
    formErrors?: string[];
    cause?: unknown;
  }) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.code = init.code;
    this.status = init.status ?? init.code;
    this.fieldErrors = init.fieldErrors ?? {};
    this.additionalFirstError = init.additionalFirstError;
    this.formErrors = init.formErrors ?? (init.additionalFirstError ? [init.additionalFirstError] : []);
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }

  /** What a toast shows first: the form-level error, else the message (spec 000 section 8). */
  get displayMessage(): string {
    return this.additionalFirstError ?? this.message;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

function firstString(value: unknown): string | undefined {
  if (!Array.isArray(value)) return undefined;
  const first: unknown = value.find((item) => typeof item === 'string' && item.trim() !== '');
  return typeof first === 'string' ? first : undefined;
}

function allStrings(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.filter((item): item is string => typeof item === 'string' && item.trim() !== '');
}

function nonEmpty(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** `{ price: { children: { amount: { errors: ['x'] } } } }` -> `{ 'price.amount': 'x' }`. */
export function flattenFieldErrors(
  children: Record<string, FormErrors> | undefined,
  prefix = '',
  into: Record<string, string> = {},
): Record<string, string> {
  if (!isPlainObject(children)) return into;
  for (const [key, node] of Object.entries(children)) {
    if (!isPlainObject(node)) continue;
    const path = prefix ? `${prefix}.${key}` : key;
    const first = firstString(node.errors);
    if (first !== undefined && !(path in into)) into[path] = first;
    flattenFieldErrors(node.children as Record<string, FormErrors> | undefined, path, into);
  }
  return into;
}

/** Any thrown value as an ApiError (an ApiError passes through unchanged). */
export function normalizeApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (!(error instanceof HttpError)) {
    const message = error instanceof Error ? error.message : String(error);
    return new ApiError({ code: 0, status: 0, message, cause: error });
  }
  const response = error.response;
  if (!response) return new ApiError({ code: 0, status: 0, message: NETWORK_ERROR_MESSAGE, cause: error });

  const status = response.status;
  const fallbackMessage = error.message || requestFailedMessage(status);
  const body: unknown = response.data;
  if (!isPlainObject(body))
    return new ApiError({ code: status, status, message: fallbackMessage, cause: error });

  const errors = body.errors;
  let fieldErrors: Record<string, string> = {};
  let additionalFirstError: string | undefined;
  let formErrors: string[] = [];
  if (Array.isArray(errors)) {
    additionalFirstError = firstString(errors);
    formErrors = allStrings(errors);
  } else if (isPlainObject(errors)) {
    additionalFirstError = firstString(errors.errors);
    formErrors = allStrings(errors.errors);
    fieldErrors = flattenFieldErrors(errors.children as Record<string, FormErrors> | undefined);
  }
  const firstError = additionalFirstError ?? Object.values(fieldErrors)[0];
  const code = typeof body.code === 'number' && Number.isFinite(body.code) ? body.code : status;
  const message = nonEmpty(body.message) ?? nonEmpty(body.title) ?? firstError ?? fallbackMessage;
  return new ApiError({ code, status, message, fieldErrors, additionalFirstError, formErrors, cause: error });
}
