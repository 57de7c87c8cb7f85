import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './build-test-app.ts';

const BOUNDARY = 'b0undary';

/** `POST /api/files/images` with one file in the spec's field `upload_image_form[file]`. */
export function uploadImage(
  t: TestApp,
  headers: Record<string, string>,
  body: Buffer,
  filename = 'photo.jpg',
): Promise<LightMyRequestResponse> {
  const payload = Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="upload_image_form[file]"; filename="${filename}"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    body,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
  return t.request({
    method: 'POST',
    url: '/api/files/images',
    payload,
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  });
}
