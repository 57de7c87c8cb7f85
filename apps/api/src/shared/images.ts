import { ACCEPTED_IMAGE_FORMATS, type AcceptedImageFormat } from '@marketplace/contract';
import sharp from 'sharp';

/** The real format of an upload, read from its bytes (never from its name or declared type). */
export async function sniffImage(
  buffer: Buffer,
): Promise<{ format: AcceptedImageFormat; width: number; height: number } | undefined> {
  try {
    const metadata = await sharp(buffer, { failOn: 'error' }).metadata();
    const format = metadata.format as AcceptedImageFormat;
    if (!ACCEPTED_IMAGE_FORMATS.includes(format) || !metadata.width || !metadata.height) return undefined;
    return { format, width: metadata.width, height: metadata.height };
  } catch {
    return undefined;
  }
}

export interface Rendition {
  name: string;
  width: number;
  height?: number;
  fit?: 'cover' | 'inside';
}

/**
 * WebP renditions, auto-oriented from EXIF; sharp writes no metadata unless asked, so EXIF, GPS
 * and ICC data are gone from every output.
 */
export async function renderRenditions(
  buffer: Buffer,
  renditions: readonly Rendition[],
): Promise<Map<string, Buffer>> {
  const source = sharp(buffer, { failOn: 'error' }).rotate();
  const outputs = await Promise.all(
    renditions.map(async (rendition) => {
      const output = await source
        .clone()
        .resize({
          width: rendition.width,
          height: rendition.height,
          fit: rendition.fit ?? 'inside',
          withoutEnlargement: rendition.fit !== 'cover',
        })
        .webp({ quality: 80 })
        .toBuffer();
      return [rendition.name, output] as const;
    }),
  );
  return new Map(outputs);
}
