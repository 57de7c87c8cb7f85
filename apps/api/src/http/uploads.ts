import { MESSAGES, type UploadSpec } from '@marketplace/contract';
import type { FastifyRequest } from 'fastify';
import { ValidationError } from '../shared/errors.ts';
import { containsNul } from './nul-characters.ts';

export interface Upload {
  buffer: Buffer;
  filename: string;
}

/**
 * The parser's own client errors (a 4xx such as too many files) pass on as they are; anything else
 * it throws (no boundary, a body that ends mid-part, a broken part header) is a malformed body.
 */
function asClientError(field: string) {
  return (error: { code?: string; statusCode?: number }): never => {
    if (error.code === 'FST_REQ_FILE_TOO_LARGE')
      throw new ValidationError({ [field]: MESSAGES.fileTooLarge });
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) throw error;
    throw new ValidationError({ [field]: MESSAGES.invalidValue });
  };
}

/**
 * Reads the one file of a multipart/form-data upload; every client mistake is a field error. The
 * one way routes read uploads, with the endpoint's spec from the contract (`UPLOADS.avatar`): the
 * part the client sends, where field errors go, and the byte limit.
 */
export async function readUpload(
  request: FastifyRequest,
  { partName, field, maxBytes }: UploadSpec,
): Promise<Upload> {
  if (!request.isMultipart()) throw new ValidationError({ [field]: MESSAGES.required });
  const part = await request.file({ limits: { fileSize: maxBytes, files: 1 } }).catch(asClientError(field));
  if (!part || part.fieldname !== partName) throw new ValidationError({ [field]: MESSAGES.required });
  const buffer = await part.toBuffer().catch(asClientError(field));
  // The file name is stored with the upload, and PostgreSQL text cannot hold U+0000.
  if (containsNul(part.filename)) throw new ValidationError({ [field]: MESSAGES.invalidValue });
  return { buffer, filename: part.filename };
}
