import { isPlainObject, toCamelCase, toSnakeCase, type Region } from '@marketplace/contract';
import { authStore as defaultAuthStore, type AuthStore, type SessionPayload } from './auth-store.ts';
import {
  ApiError,
  HttpError,
  normalizeApiError,
  requestFailedMessage,
  type HttpResponse,
} from './api-error.ts';
import { currentRegion } from './edition.ts';

export { ApiError, isApiError, normalizeApiError } from './api-error.ts';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** What a caller may say about one call besides method, path and body. */
export interface RequestOptions {
  /** Query parameters (camelCase; sent snake_case). */
  params?: Record<string, unknown>;
  signal?: AbortSignal | undefined;
  /** Send cookies on a cross-origin call too (the session calls: the refresh cookie). */
  withCredentials?: boolean;
  /** Wait until the session has settled (start-up refresh, logout) before sending. */
  requiresAuth?: boolean;
  /** Send no bearer token even when one is present. */
  skipToken?: boolean;
  /** A 401 is final: no refresh and retry (the session calls themselves). */
  skipAuthRefresh?: boolean;
  /** Upload progress (photo uploads). */
  onUploadProgress?: (event: { loaded: number; total: number | undefined }) => void;
  /** Headers of this call besides the client's own (an order's `Idempotency-Key`). */
  headers?: Record<string, string>;
}

/** One call as it goes to the transport (and as tests see it). */
export interface ApiRequest extends Omit<RequestOptions, 'headers'> {
  method: HttpMethod;
  /** The path as the caller gave it; `baseURL` and `params` are added by the transport. */
  url: string;
  baseURL: string;
  headers: Headers;
  /** The serialised body: JSON text, form-encoded text, FormData (or a Blob), undefined for none. */
  data: string | FormData | Blob | undefined;
  /** The token this request carried. */
  sentToken?: string;
}

/**
 * Sends one request; resolves with whatever status the server answered, rejects with an
 * HttpError('Network Error') when no answer came, and with the signal's reason when aborted.
 */
export type Transport = (request: ApiRequest) => Promise<HttpResponse>;

export interface ApiClientOptions {
  /** The edition for the X-Sales-Channel header; none on plain `localhost` (edition picker). */
  getRegion?: () => Region | undefined;
  authStore?: AuthStore;
  baseURL?: string;
  /** Replaces the HTTP transport (tests). */
  transport?: Transport;
}

export interface ApiClient {
  get<T>(url: string, options?: RequestOptions): Promise<T>;
  post<T>(url: string, data?: unknown, options?: RequestOptions): Promise<T>;
  put<T>(url: string, data?: unknown, options?: RequestOptions): Promise<T>;
  patch<T>(url: string, data?: unknown, options?: RequestOptions): Promise<T>;
  delete<T>(url: string, options?: RequestOptions): Promise<T>;
  /**
   * `POST /api/sessions/refresh` (form-encoded empty body, with the refresh cookie). Concurrent
   * callers share one request. On success the session holds the new token.
   */
  refreshSession(): Promise<SessionPayload>;
  /** The HTTP transport in use (XMLHttpRequest); tests swap it. */
  transport: Transport;
}

/** `url` with `params` appended (undefined and null left out; arrays as `key[]=a&key[]=b`). */
export function withQuery(url: string, params: Record<string, unknown> | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) search.append(`${key}[]`, String(item));
    else search.append(key, String(value));
  }
  const query = search.toString();
  return query ? `${url}${url.includes('?') ? '&' : '?'}${query}` : url;
}

function parseBody(text: string): unknown {
  if (text === '') return '';
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function parseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');
}

/** The browser transport: XMLHttpRequest, which also reports upload progress (fetch does not). */
export const xhrTransport: Transport = (request) =>
  new Promise((resolve, reject) => {
    const { signal } = request;
    const xhr = new XMLHttpRequest();
    xhr.open(request.method.toUpperCase(), withQuery(`${request.baseURL}${request.url}`, request.params));
    request.headers.forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.withCredentials = request.withCredentials === true;
    const onAbort = () => {
      xhr.abort();
      reject(abortReason(signal!));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    xhr.onloadend = () => signal?.removeEventListener('abort', onAbort);
    xhr.onload = () =>
      resolve({
        status: xhr.status,
        data: parseBody(xhr.responseText),
        headers: parseHeaders(xhr.getAllResponseHeaders()),
      });
    xhr.onerror = xhr.ontimeout = () => reject(new HttpError('Network Error'));
    if (request.onUploadProgress) {
      const report = request.onUploadProgress;
      xhr.upload.onprogress = (event) =>
        report({ loaded: event.loaded, total: event.lengthComputable ? event.total : undefined });
    }
    // An empty body (the refresh call's) goes as none, with its content type.
    xhr.send(request.data || null);
  });

const isAborted = (request: ApiRequest) => request.signal?.aborted === true;

/** The body as sent and its content type: objects and arrays as snake_case JSON, FormData as it is. */
function serialise(body: unknown): { data: ApiRequest['data']; contentType?: string } {
  if (body === undefined || body === null) return { data: undefined };
  if (body instanceof URLSearchParams) {
    return { data: body.toString(), contentType: 'application/x-www-form-urlencoded;charset=utf-8' };
  }
  if (isPlainObject(body) || Array.isArray(body)) {
    return { data: JSON.stringify(toSnakeCase(body)), contentType: 'application/json' };
  }
  if (body instanceof FormData || body instanceof Blob || typeof body === 'string') return { data: body };
  return { data: JSON.stringify(body), contentType: 'application/json' };
}

/**
 * The one HTTP client (spec 000 section 7, spec 001 section 7): base host, the sales-channel
 * header, camelCase <-> snake_case conversion, bearer token, 401 -> one shared refresh -> one
 * retry, and every failure normalised into an ApiError. Built on XMLHttpRequest, without an HTTP
 * library: the first screen's bundle stays small (decision 045).
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const getRegion = options.getRegion ?? currentRegion;
  const store = options.authStore ?? defaultAuthStore;
  const baseURL = options.baseURL ?? '';

  let refreshing: Promise<SessionPayload> | null = null;

  function refreshSession(): Promise<SessionPayload> {
    refreshing ??= send<SessionPayload>('post', '/api/sessions/refresh', new URLSearchParams(), {
      withCredentials: true,
      skipToken: true,
      skipAuthRefresh: true,
    })
      .then((session) => {
        store.setSession(session);
        return session;
      })
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  }

  async function prepare(
    method: HttpMethod,
    url: string,
    body: unknown,
    callOptions: RequestOptions,
  ): Promise<ApiRequest> {
    const { headers: extraHeaders, ...rest } = callOptions;
    const headers = new Headers({ ...extraHeaders, Accept: 'application/json' });
    const region = getRegion();
    if (region) headers.set('X-Sales-Channel', region);
    if (callOptions.requiresAuth) await store.settled();
    const { data, contentType } = serialise(body);
    if (contentType) headers.set('Content-Type', contentType);
    const request: ApiRequest = { ...rest, method, url, baseURL, headers, data };
    if (isPlainObject(callOptions.params)) {
      request.params = toSnakeCase(callOptions.params) as Record<string, unknown>;
    }
    const token = store.getState().token;
    if (token && !callOptions.skipToken) {
      headers.set('Authorization', `Bearer ${token}`);
      request.sentToken = token;
    }
    return request;
  }

  async function send<T>(
    method: HttpMethod,
    url: string,
    body: unknown,
    callOptions: RequestOptions = {},
    retried = false,
  ): Promise<T> {
    const request = await prepare(method, url, body, callOptions);
    // A call cancelled before it went out (while waiting for the session, say) is not sent.
    if (request.signal?.aborted) throw abortReason(request.signal);
    let response: HttpResponse;
    try {
      response = await client.transport(request);
    } catch (error) {
      // An aborted call passes through as it is (React Query ignores it); the rest is normalised.
      if (isAborted(request)) throw error;
      throw normalizeApiError(error);
    }
    const data = toCamelCase(response.data);
    if (response.status >= 200 && response.status < 300) return data as T;

    const failure = new HttpError(requestFailedMessage(response.status), { ...response, data });
    const mayRefresh =
      response.status === 401 && request.sentToken !== undefined && !retried && !callOptions.skipAuthRefresh;
    if (!mayRefresh) throw normalizeApiError(failure);

    // Another caller may have refreshed already while this request was in flight.
    const current = store.getState().token;
    if (!current || current === request.sentToken) {
      try {
        await refreshSession();
      } catch {
        store.clear('anonymous');
        throw normalizeApiError(failure);
      }
    }
    return send<T>(method, url, body, callOptions, true);
  }

  const client: ApiClient = {
    get: (url, callOptions) => send('get', url, undefined, callOptions),
    post: (url, body, callOptions) => send('post', url, body, callOptions),
    put: (url, body, callOptions) => send('put', url, body, callOptions),
    patch: (url, body, callOptions) => send('patch', url, body, callOptions),
    delete: (url, callOptions) => send('delete', url, undefined, callOptions),
    refreshSession,
    transport: options.transport ?? xhrTransport,
  };
  return client;
}

/** The app's client: edition from the host name, session from the app's auth store. */
export const apiClient = createApiClient();

export const isUnauthorized = (error: unknown): boolean => error instanceof ApiError && error.status === 401;
