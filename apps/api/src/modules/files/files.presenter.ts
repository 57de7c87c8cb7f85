import type { ImageDto } from '@marketplace/contract';
import type { Storage } from '../../adapters/storage/storage.ts';

/** The sizes of an offer photo (files.service.ts OFFER_IMAGE_RENDITIONS). */
export const IMAGE_SIZES = ['small', 'medium', 'big'] as const;

/** An offer photo with the public URL of each size; offers present their photos with it too. */
export function presentImage(
  file: { id: string; name: string; storageKey: string },
  storage: Storage,
): ImageDto {
  const url = (size: (typeof IMAGE_SIZES)[number]) => storage.publicUrl(`${file.storageKey}/${size}.webp`);
  return { id: file.id, name: file.name, small: url('small'), medium: url('medium'), big: url('big') };
}
