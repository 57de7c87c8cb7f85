import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type TestUser } from '../test/accounts.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { BOUNDARY, multipart, partHeader } from '../test/uploads.ts';

const ENDPOINTS = [
  { url: '/api/files/images', partName: 'upload_image_form[file]', field: 'file' },
  { url: '/api/accounts/my/upload-avatar', partName: 'upload_avatar_form[avatar]', field: 'avatar' },
] as const;

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
  ) => t.as(user).post(url, payload, { headers: { 'content-type': contentType } });

  it.each(ENDPOINTS)(
    'answers a documented 400 on $url for a body without boundary or cut short',
    async (endpoint) => {
      const complete = multipart({ field: endpoint.partName, body: jpeg }).payload;
      const malformed: [string, string | Buffer, string?][] = [
        ['no boundary', complete, 'multipart/form-data'],
        ['an empty boundary', complete, 'multipart/form-data; boundary='],
        ['cut in the file', complete.subarray(0, complete.length - 20)],
        ['cut in the part header', partHeader({ field: endpoint.partName }).slice(0, 40)],
        ['no closing boundary', Buffer.concat([Buffer.from(partHeader({ field: endpoint.partName })), jpeg])],
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
    const payload = multipart({ field: endpoint.partName, filename: 'a\u0000b.jpg', body: jpeg });
    const response = await t.as(user).post(endpoint.url, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.children[endpoint.field].errors).toEqual(['This value is not valid.']);
  });
});
