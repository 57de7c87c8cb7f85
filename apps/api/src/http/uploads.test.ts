import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerUser, type TestUser } from '../test/accounts.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';

const BOUNDARY = 'b0undary';
const ENDPOINTS = [
  { url: '/api/files/images', partName: 'upload_image_form[file]', field: 'file' },
  { url: '/api/accounts/my/upload-avatar', partName: 'upload_avatar_form[avatar]', field: 'avatar' },
] as const;

const partHeader = (partName: string, filename = 'photo.jpg') =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${partName}"; filename="${filename}"\r\nContent-Type: image/jpeg\r\n\r\n`;

describe('malformed multipart uploads', () => {
  let t: TestApp;
  let user: TestUser;
  let jpeg: Buffer;
  beforeAll(async () => {
    t = await buildTestApp();
    user = await registerUser(t, 'us');
    jpeg = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#884422' } })
      .jpeg()
      .toBuffer();
  });
  afterAll(() => t.close());

  const upload = (
    url: string,
    payload: string | Buffer,
    contentType = `multipart/form-data; boundary=${BOUNDARY}`,
  ) => t.request({ method: 'POST', url, payload, headers: { ...bearer(user), 'content-type': contentType } });

  it.each(ENDPOINTS)(
    'answers a documented 400 on $url for a body without boundary or cut short',
    async (endpoint) => {
      const complete = Buffer.concat([
        Buffer.from(partHeader(endpoint.partName)),
        jpeg,
        Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
      ]);
      const malformed: [string, string | Buffer, string?][] = [
        ['no boundary', complete, 'multipart/form-data'],
        ['an empty boundary', complete, 'multipart/form-data; boundary='],
        ['cut in the file', complete.subarray(0, complete.length - 20)],
        ['cut in the part header', partHeader(endpoint.partName).slice(0, 40)],
        ['no closing boundary', Buffer.concat([Buffer.from(partHeader(endpoint.partName)), jpeg])],
      ];
      for (const [label, payload, contentType] of malformed) {
        const response = await upload(endpoint.url, payload, contentType);
        expect(response.statusCode, label).toBe(400);
        expect(response.json(), label).toEqual({
          code: 400,
          message: 'Validation Failed',
          errors: { children: { [endpoint.field]: { errors: ['This value is not valid.'] } } },
        });
      }
      expect((await upload(endpoint.url, complete)).statusCode).toBeLessThan(300);
    },
  );

  it.each(ENDPOINTS)('refuses a file name with U+0000 on $url', async (endpoint) => {
    const payload = Buffer.concat([
      Buffer.from(partHeader(endpoint.partName, 'a\u0000b.jpg')),
      jpeg,
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]);
    const response = await upload(endpoint.url, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.children[endpoint.field].errors).toEqual(['This value is not valid.']);
  });
});
