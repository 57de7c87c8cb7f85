import { AwsClient } from 'aws4fetch';
import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { isSafeKey, MEDIA_CACHE_CONTROL, MEDIA_URL_PREFIX, type Storage } from './storage.ts';

export interface S3StorageConfig {
  /** `https://host[:port]` of the service; AWS's regional endpoint when absent. */
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `endpoint/bucket/key` (MinIO, s3rver) instead of `bucket.endpoint/key`. */
  forcePathStyle: boolean;
  /** Where browsers read objects directly (bucket website, CDN); `/media/…` through the API when absent. */
  publicUrl?: string;
  /** Per request, retries included. */
  timeoutMs?: number;
}

const RETRIES = 2;
const DEFAULT_TIMEOUT_MS = 30_000;

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/** The URL of the bucket (path-style or virtual-hosted), without a trailing slash. */
export function s3BucketUrl(
  config: Pick<S3StorageConfig, 'endpoint' | 'region' | 'bucket' | 'forcePathStyle'>,
) {
  const endpoint = new URL(config.endpoint ?? `https://s3.${config.region}.amazonaws.com`);
  const base = trimSlash(endpoint.pathname);
  if (config.forcePathStyle) return `${endpoint.origin}${base}/${config.bucket}`;
  return `${endpoint.protocol}//${config.bucket}.${endpoint.host}${base}`;
}

/**
 * Images in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2…), requests signed with
 * SigV4 by aws4fetch over Node's fetch. Error messages carry the operation, key, status and S3
 * error code only: never a credential or a signature.
 */
export function createS3Storage(config: S3StorageConfig): Storage {
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    service: 's3',
    region: config.region,
    retries: RETRIES,
  });
  const bucketUrl = s3BucketUrl(config);
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const publicBase = config.publicUrl ? `${trimSlash(config.publicUrl)}/` : MEDIA_URL_PREFIX;

  const checked = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${key}`);
    return key;
  };

  async function send(operation: string, target: string, url: string, init: RequestInit): Promise<Response> {
    try {
      return await client.fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      const reason = error instanceof Error ? error.message : 'request failed';
      throw new Error(`S3 ${operation} ${target} failed: ${reason}`, { cause: error });
    }
  }

  async function failure(operation: string, target: string, response: Response): Promise<Error> {
    const code = await errorCode(response);
    return new Error(`S3 ${operation} ${target} failed: ${response.status}${code ? ` ${code}` : ''}`);
  }

  async function deleteObject(key: string): Promise<void> {
    const response = await send('DELETE', key, `${bucketUrl}/${key}`, { method: 'DELETE' });
    if (response.ok || response.status === 404) {
      await response.body?.cancel();
      return;
    }
    throw await failure('DELETE', key, response);
  }

  async function* listKeys(prefix: string): AsyncGenerator<string[]> {
    let token: string | undefined;
    do {
      const query = new URLSearchParams({ 'list-type': '2', prefix });
      if (token) query.set('continuation-token', token);
      const response = await send('LIST', prefix, `${bucketUrl}/?${query}`, { method: 'GET' });
      if (!response.ok) throw await failure('LIST', prefix, response);
      const xml = await response.text();
      yield [...xml.matchAll(/<Key>([^<]*)<\/Key>/g)].map((match) => decodeXml(match[1]!));
      token = /<IsTruncated>true<\/IsTruncated>/.test(xml)
        ? xml.match(/<NextContinuationToken>([^<]*)<\/NextContinuationToken>/)?.[1]
        : undefined;
      if (token) token = decodeXml(token);
    } while (token);
  }

  return {
    async put(key, body, contentType) {
      const response = await send('PUT', key, `${bucketUrl}/${checked(key)}`, {
        method: 'PUT',
        body: new Uint8Array(body),
        headers: { 'content-type': contentType, 'cache-control': MEDIA_CACHE_CONTROL },
      });
      if (!response.ok) throw await failure('PUT', key, response);
      await response.body?.cancel();
    },

    // One PUT of the whole file (up to S3's 5 GB); a multipart upload would stream larger ones.
    async putFile(key, path, contentType) {
      await this.put(key, await readFile(path), contentType);
    },

    async get(key) {
      if (!isSafeKey(key)) return undefined;
      const response = await send('GET', key, `${bucketUrl}/${key}`, { method: 'GET' });
      if (response.status === 404) {
        const code = await errorCode(response);
        // A missing object is "not found"; a missing bucket is a configuration error.
        if (code === 'NoSuchBucket') throw new Error(`S3 GET ${key} failed: 404 ${code}`);
        return undefined;
      }
      if (!response.ok || !response.body) throw await failure('GET', key, response);
      const contentType = response.headers.get('content-type') ?? 'application/octet-stream';
      const length = Number(response.headers.get('content-length'));
      if (Number.isInteger(length) && length >= 0) {
        return {
          body: Readable.fromWeb(response.body as WebReadableStream<Uint8Array>),
          contentType,
          size: length,
        };
      }
      const bytes = Buffer.from(await response.arrayBuffer());
      return { body: Readable.from([bytes]), contentType, size: bytes.length };
    },

    /** Deletes the object named `prefix` and every object under `prefix/` (like a directory). */
    async delete(prefix) {
      checked(prefix);
      await deleteObject(prefix);
      for await (const keys of listKeys(`${prefix}/`)) await Promise.all(keys.map(deleteObject));
    },

    publicUrl: (key) => `${publicBase}${key}`,
  };
}

/** The `<Code>` of an S3 error body (consumed), if any. */
async function errorCode(response: Response): Promise<string | undefined> {
  const text = await response.text().catch(() => '');
  return text.match(/<Code>([A-Za-z0-9.]{1,64})<\/Code>/)?.[1];
}

function decodeXml(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}
