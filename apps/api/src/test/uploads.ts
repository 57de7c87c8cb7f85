import type { LightMyRequestResponse } from 'fastify';
import type { Requester } from './build-test-app.ts';

export const BOUNDARY = 'b0undary';

export interface FilePart {
  /** The form field, e.g. the spec's `upload_image_form[file]`. */
  field: string;
  body: Buffer;
  filename?: string;
  contentType?: string;
}

/** The opening of one file part (its headers), as a browser writes it. */
export function partHeader({
  field,
  filename = 'photo.jpg',
  contentType = 'image/jpeg',
}: Omit<FilePart, 'body'>) {
  return `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`;
}

/** A multipart/form-data body with file parts; pass it as the body of `t.as(user).post(url, …)`. */
export class Multipart {
  readonly payload: Buffer;
  readonly contentType = `multipart/form-data; boundary=${BOUNDARY}`;
  constructor(parts: FilePart[]) {
    this.payload = Buffer.concat([
      ...parts.flatMap((part) => [Buffer.from(partHeader(part)), part.body, Buffer.from('\r\n')]),
      Buffer.from(`--${BOUNDARY}--\r\n`),
    ]);
  }
}

export const multipart = (...parts: FilePart[]) => new Multipart(parts);

/** `POST /api/files/images` with one file in the spec's field `upload_image_form[file]`. */
export function uploadImage(
  as: Requester,
  body: Buffer,
  filename = 'photo.jpg',
): Promise<LightMyRequestResponse> {
  return as.post('/api/files/images', multipart({ field: 'upload_image_form[file]', body, filename }));
}
