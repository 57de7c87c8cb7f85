import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../test/accounts.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { uploadImage } from '../../test/uploads.ts';
import { createS3Storage, s3BucketUrl, type S3StorageConfig } from './s3-storage.ts';
import { MEDIA_CACHE_CONTROL } from './storage.ts';

// s3rver checks SigV4 signatures against its one built-in account.
const ACCESS_KEY_ID = 'S3RVER';
const SECRET_ACCESS_KEY = 'S3RVER';
const BUCKET = 'marketplace-media';

/** An in-process S3-compatible server on an ephemeral loopback port, data in a temp directory. */
let server: S3rver;
let directory: string;
let endpoint: string;

beforeAll(async () => {
  directory = mkdtempSync(join(tmpdir(), 'marketplace-s3-'));
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  await server?.close();
  rmSync(directory, { recursive: true, force: true });
});

const config = (overrides: Partial<S3StorageConfig> = {}): S3StorageConfig => ({
  endpoint,
  region: 'us-east-1',
  bucket: BUCKET,
  accessKeyId: ACCESS_KEY_ID,
  secretAccessKey: SECRET_ACCESS_KEY,
  forcePathStyle: true,
  ...overrides,
});

describe('S3 storage adapter', () => {
  it('puts, gets and deletes objects with their content type and a year-long cache', async () => {
    const storage = createS3Storage(config());
    await storage.put('offers/abc/small.webp', Buffer.from('RIFF....WEBP'), 'image/webp');
    await storage.put('offers/abc/big.webp', Buffer.from('big'), 'image/webp');
    await storage.put('offers/abcd/small.webp', Buffer.from('neighbour'), 'image/webp');

    const object = await storage.get('offers/abc/small.webp');
    expect(object).toMatchObject({ contentType: 'image/webp', size: 12 });
    expect(await text(object!.body)).toBe('RIFF....WEBP');
    // The object itself carries the cache header, for browsers reading the bucket directly.
    const direct = await fetch(`${endpoint}/${BUCKET}/offers/abc/small.webp`);
    expect(direct.headers.get('cache-control')).toBe(MEDIA_CACHE_CONTROL);
    await direct.body?.cancel();

    await storage.delete('offers/abc');
    expect(await storage.get('offers/abc/small.webp')).toBeUndefined();
    expect(await storage.get('offers/abc/big.webp')).toBeUndefined();
    expect(await text((await storage.get('offers/abcd/small.webp'))!.body)).toBe('neighbour');
    await storage.delete('offers/nothing-here');
  });

  it('stores a file from disk (a data archive) under its key', async () => {
    const storage = createS3Storage(config());
    const path = join(directory, 'archive-source.zip');
    writeFileSync(path, 'PK archive bytes');
    await storage.putFile('private/data-exports/abc.zip', path, 'application/zip');
    const object = await storage.get('private/data-exports/abc.zip');
    expect(object).toMatchObject({ contentType: 'application/zip', size: 16 });
    expect(await text(object!.body)).toBe('PK archive bytes');
    await storage.delete('private/data-exports/abc.zip');
    expect(await storage.get('private/data-exports/abc.zip')).toBeUndefined();
  });

  it('answers undefined for a missing or unsafe key, and refuses to write an unsafe one', async () => {
    const storage = createS3Storage(config());
    expect(await storage.get('offers/missing/small.webp')).toBeUndefined();
    expect(await storage.get('../etc/passwd')).toBeUndefined();
    await expect(storage.put('../x.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(/unsafe/);
  });

  it('turns S3 errors into thrown errors that carry no secret', async () => {
    // s3rver checks the access key id (not a V4 signature's value): an unknown one is refused.
    const secret = 'wrong-secret-0123456789abcdef';
    const badKey = createS3Storage(config({ accessKeyId: 'NOBODY', secretAccessKey: secret }));
    const error = await badKey.put('offers/x/small.webp', Buffer.from('x'), 'image/webp').catch((e) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toBe('S3 PUT offers/x/small.webp failed: 403 InvalidAccessKeyId');
    expect(JSON.stringify({ message: error.message, stack: error.stack })).not.toContain(secret);

    const noBucket = createS3Storage(config({ bucket: 'no-such-bucket' }));
    await expect(noBucket.get('offers/x/small.webp')).rejects.toThrow('404 NoSuchBucket');

    const nobodyListens = createS3Storage(config({ endpoint: 'http://127.0.0.1:9', timeoutMs: 2_000 }));
    await expect(nobodyListens.get('offers/x/small.webp')).rejects.toThrow(
      /^S3 GET offers\/x\/small.webp failed/,
    );
  });

  it('addresses buckets path-style or virtual-hosted, and links images through /media or a public URL', () => {
    const aws = { region: 'eu-central-1', bucket: 'photos', forcePathStyle: false };
    expect(s3BucketUrl(aws)).toBe('https://photos.s3.eu-central-1.amazonaws.com');
    expect(s3BucketUrl({ ...aws, endpoint: 'https://acct.r2.cloudflarestorage.com' })).toBe(
      'https://photos.acct.r2.cloudflarestorage.com',
    );
    expect(s3BucketUrl({ ...aws, endpoint: 'http://minio:9000/', forcePathStyle: true })).toBe(
      'http://minio:9000/photos',
    );
    expect(createS3Storage(config()).publicUrl('offers/a/small.webp')).toBe('/media/offers/a/small.webp');
    expect(
      createS3Storage(config({ publicUrl: 'https://cdn.example.com/img/' })).publicUrl('offers/a/small.webp'),
    ).toBe('https://cdn.example.com/img/offers/a/small.webp');
  });
});

describe('the API with S3 storage configured', () => {
  let t: TestApp;
  let publicT: TestApp;
  const s3Env = () => ({
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: endpoint,
    S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
    S3_SECRET_ACCESS_KEY: SECRET_ACCESS_KEY,
    S3_FORCE_PATH_STYLE: 'true',
  });
  beforeAll(async () => {
    t = await buildTestApp({ env: s3Env() });
    publicT = await buildTestApp({ env: { ...s3Env(), S3_PUBLIC_URL: `${endpoint}/${BUCKET}` } });
  });
  afterAll(async () => {
    await t?.close();
    await publicT?.close();
  });

  const photo = () =>
    sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#446688' } })
      .jpeg()
      .toBuffer();

  it('stores uploaded photos in the bucket and serves them through /media/*', async () => {
    const seller = await registerUser(t);
    const upload = await uploadImage(t.as(seller), await photo());
    expect(upload.statusCode).toBe(201);
    const { fileId, medium } = upload.json();
    expect(medium).toBe(`/media/offers/${fileId}/medium.webp`);

    const image = await t.anonymous.get(medium, { region: null });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toBe(MEDIA_CACHE_CONTROL);
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({ format: 'webp' });

    expect((await t.anonymous.get(`/media/offers/${fileId}/none.webp`, { region: null })).statusCode).toBe(
      404,
    );

    expect((await t.as(seller).delete(`/api/files/images/${fileId}`)).statusCode).toBe(204);
    // The bucket's objects go once the file's deletion commits (decision 075).
    await t.drainEvents();
    expect((await t.anonymous.get(medium, { region: null })).statusCode).toBe(404);
  });

  it('links photos at S3_PUBLIC_URL when set, and /media/* still serves them', async () => {
    const seller = await registerUser(publicT);
    const upload = await uploadImage(publicT.as(seller), await photo());
    expect(upload.statusCode).toBe(201);
    const { fileId, medium } = upload.json();
    expect(medium).toBe(`${endpoint}/${BUCKET}/offers/${fileId}/medium.webp`);

    const direct = await fetch(medium);
    expect(direct.status).toBe(200);
    expect(direct.headers.get('content-type')).toBe('image/webp');
    expect(direct.headers.get('cache-control')).toBe(MEDIA_CACHE_CONTROL);
    expect(await sharp(Buffer.from(await direct.arrayBuffer())).metadata()).toMatchObject({ format: 'webp' });

    const proxied = await publicT.anonymous.get(`/media/offers/${fileId}/medium.webp`, { region: null });
    expect(proxied.statusCode).toBe(200);
    expect(proxied.headers['content-type']).toBe('image/webp');
  });
});
