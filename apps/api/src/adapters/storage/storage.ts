import type { Readable } from 'node:stream';

/** Where uploaded and generated images live: local disk by default, an S3-compatible bucket by configuration. */
export interface Storage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Stores a file from local disk (a generated archive) without holding it in memory where the store allows. */
  putFile(key: string, path: string, contentType: string): Promise<void>;
  /** A stream of the object, or undefined when it does not exist. */
  get(key: string): Promise<{ body: Readable; contentType: string; size: number } | undefined>;
  delete(prefix: string): Promise<void>;
  /** The public URL path the web app uses for a key. */
  publicUrl(key: string): string;
}

export const MEDIA_URL_PREFIX = '/media/';

/** Stored keys never change content (a new upload gets a new key), so caches may keep them a year. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * Keys under this prefix (data archives, decision 077) are never served by `/media/`: only their
 * module hands them out, to their owner. A public bucket (S3_PUBLIC_URL) must not expose it either.
 */
export const PRIVATE_KEY_PREFIX = 'private/';

/** Keys are slash-separated segments of safe characters only; anything else is refused. */
export function isSafeKey(key: string): boolean {
  return /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/i.test(key) && !key.includes('..');
}
