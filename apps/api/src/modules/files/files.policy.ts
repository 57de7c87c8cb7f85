import type { Region } from '@marketplace/contract';
import type { FileRow } from './files.repository.ts';

/**
 * An offer photo its uploader may use on an offer or delete: their own, of this edition. Pure, so
 * tests can call it directly; the offers module checks photos it is sent with it too.
 */
export function ownsOfferImage(
  accountId: number,
  region: Region,
  file: Pick<FileRow, 'kind' | 'region' | 'ownerAccountId'>,
): boolean {
  return file.kind === 'offer_image' && file.region === region && file.ownerAccountId === accountId;
}
