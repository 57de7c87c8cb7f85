import type { Region } from '@marketplace/contract';
import axios, { type AxiosAdapter, type AxiosInstance, type AxiosRequestConfig } from 'axios';
import { authStore as defaultAuthStore, type AuthStore, type SessionPayload } from './auth-store.ts';
import { ApiError, normalizeApiError } from './api-error.ts';
import { isPlainObject, toCamelCase, toSnakeCase } from './casing.ts';
import { currentRegion } from './edition.ts';

export { ApiError, isApiError, normalizeApiError } from './api-error.ts';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Wait until the session has settled (start-up refresh, logout) before sending. */
    requiresAuth?: boolean;
    /** Send no bearer token even when one is present. */
    skipToken?: boolean;
    /** A 401 is final: no refresh and retry (the session calls themselves). */
    skipAuthRefresh?: boolean;
    /** Internal: the token this request carried. */
    sentToken?: string;
    /** Internal: already retried once after a refresh. */
    authRetried?: boolean;
  }
}

export interface ApiClientOptions {
  /** The edition for the X-Sales-Channel header; none on plain `localhost` (edition picker). */
  getRegion?: () => Region | undefined;
  authStore?: AuthStore;
  baseURL?: string;
  /** Replaces the HTTP transport (tests). */
  adapter?: AxiosAdapter;
}

export interface ApiClient {
  http: AxiosInstance;
  get<T>(url: string, config?: AxiosRequestConfig): Promise<T>;
  post<T>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<T>;
  put<T>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<T>;
  patch<T>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<T>;
  delete<T>(url: string, config?: AxiosRequestConfig): Promise<T>;
  /**
   * `POST /api/sessions/refresh` (form-encoded empty body, with the refresh cookie). Concurrent
   * callers share one request. On success the session holds the new token.
   */
  refreshSession(): Promise<SessionPayload>;
}

function hasSnakeCaseableBody(data: unknown): boolean {
  return Array.isArray(data) || isPlainObject(data);
}

/**
 * The one HTTP client (spec 000 section 7, spec 001 section 7): base host, the sales-channel
 * header, camelCase <-> snake_case conversion, bearer token, 401 -> one shared refresh -> one
 * retry, and every failure normalised into an ApiError.
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const getRegion = options.getRegion ?? currentRegion;
  const store = options.authStore ?? defaultAuthStore;
  const http = axios.create({
    baseURL: options.baseURL ?? '',
    headers: { Accept: 'application/json' },
    ...(options.adapter ? { adapter: options.adapter } : {}),
  });

  let refreshing: Promise<SessionPayload> | null = null;

  function refreshSession(): Promise<SessionPayload> {
    refreshing ??= http
      .post<SessionPayload>('/api/sessions/refresh', new URLSearchParams(), {
        withCredentials: true,
        skipToken: true,
        skipAuthRefresh: true,
      })
      .then((response) => {
        store.setSession(response.data);
        return response.data;
      })
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  }

  http.interceptors.request.use(async (config) => {
    const region = getRegion();
    if (region) config.headers.set('X-Sales-Channel', region);
    if (config.requiresAuth) await store.settled();
    const token = store.getState().token;
    if (token && !config.skipToken) {
      config.headers.set('Authorization', `Bearer ${token}`);
      config.sentToken = token;
    } else {
      config.headers.delete('Authorization');
      delete config.sentToken;
    }
    if (isPlainObject(config.params)) config.params = toSnakeCase(config.params);
    if (hasSnakeCaseableBody(config.data)) config.data = toSnakeCase(config.data);
    return config;
  });

  http.interceptors.response.use(
    (response) => {
      response.data = toCamelCase(response.data);
      return response;
    },
    async (error: unknown) => {
      if (axios.isCancel(error)) throw error;
      if (!axios.isAxiosError(error)) throw normalizeApiError(error);
      if (error.response) error.response.data = toCamelCase(error.response.data);
      const config = error.config;
      const mayRefresh =
        error.response?.status === 401 &&
        config !== undefined &&
        config.sentToken !== undefined &&
        !config.authRetried &&
        !config.skipAuthRefresh;
      if (!mayRefresh) throw normalizeApiError(error);

      // Another caller may have refreshed already while this request was in flight.
      const current = store.getState().token;
      if (!current || current === config.sentToken) {
        try {
          await refreshSession();
        } catch {
          store.clear('anonymous');
          throw normalizeApiError(error);
        }
      }
      config.authRetried = true;
      return http.request(config);
    },
  );

  const data = <T>(promise: Promise<{ data: T }>) => promise.then((response) => response.data);
  return {
    http,
    get: (url, config) => data(http.get(url, config)),
    post: (url, body, config) => data(http.post(url, body, config)),
    put: (url, body, config) => data(http.put(url, body, config)),
    patch: (url, body, config) => data(http.patch(url, body, config)),
    delete: (url, config) => data(http.delete(url, config)),
    refreshSession,
  };
}

/** The app's client: edition from the host name, session from the app's auth store. */
export const apiClient = createApiClient();

export const isUnauthorized = (error: unknown): boolean => error instanceof ApiError && error.status === 401;
