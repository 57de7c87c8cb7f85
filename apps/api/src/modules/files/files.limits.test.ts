import { MESSAGES } from '@marketplace/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestClock, type TestApp } from '../../test/build-test-app.ts';
import { createAccount } from '../../test/factories.ts';
import { uploadImage } from '../../test/uploads.ts';
import { IMAGE_UPLOAD_LIMIT, PENDING_OFFER_IMAGES_MAX, UNATTACHED_UPLOAD_TTL_MS } from './files.service.ts';

const HOUR = 60 * 60 * 1000;

describe('POST /api/files/images limits', () => {
  let t: TestApp;
  const clock = createTestClock(new Date('2026-03-10T10:00:00Z'));
  let photo: Buffer;

  beforeAll(async () => {
    t = await buildTestApp({ clock });
    photo = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#884422' } })
      .png()
      .toBuffer();
  });
  afterAll(() => t.close());

  const signedIn = async () => t.as(await createAccount(t.database.db));

  it(`takes ${IMAGE_UPLOAD_LIMIT.max} uploads an hour per account, refused ones included`, async () => {
    const owner = await signedIn();
    // Bytes that are no image cost a hit too: the limit guards the work, not the stored files.
    for (let i = 0; i < IMAGE_UPLOAD_LIMIT.max; i++) {
      const response = await uploadImage(owner, Buffer.from('not an image'));
      expect(response.statusCode).toBe(400);
    }
    const refused = await uploadImage(owner, photo);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ code: 429, message: MESSAGES.tooManyAttempts });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    expect((await uploadImage(await signedIn(), photo)).statusCode).toBe(201);
    clock.advance(HOUR);
    expect((await uploadImage(owner, photo)).statusCode).toBe(201);
  });

  it(`keeps at most ${PENDING_OFFER_IMAGES_MAX} photos waiting for an offer per account`, async () => {
    const owner = await signedIn();
    const fileIds: string[] = [];
    for (let i = 0; i < PENDING_OFFER_IMAGES_MAX; i++) {
      const response = await uploadImage(owner, photo);
      expect(response.statusCode).toBe(201);
      fileIds.push(response.json().fileId);
    }
    const refused = await uploadImage(owner, photo);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ code: 429, message: MESSAGES.tooManyPendingUploads });
    // Until the cleanup job may take the oldest one (a day after its upload).
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(UNATTACHED_UPLOAD_TTL_MS / 1000 - 120);
    expect(retryAfter).toBeLessThanOrEqual(UNATTACHED_UPLOAD_TTL_MS / 1000);

    // Deleting one makes room for one.
    const removed = await owner.delete(`/api/files/images/${fileIds[0]}`);
    expect(removed.statusCode).toBe(204);
    expect((await uploadImage(owner, photo)).statusCode).toBe(201);
    expect((await uploadImage(owner, photo)).statusCode).toBe(429);
  });
});
