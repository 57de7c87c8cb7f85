import sharp from 'sharp';
import phash from 'sharp-phash';

/**
 * Perceptual hashes of offer photos (decision 135): sharp-phash's 64-bit DCT hash of the photo's
 * small rendition (320 px, already decoded and shrunk at upload, so the hash costs a few
 * milliseconds and a resized or re-encoded copy hashes alike).
 */

/** Photos whose hashes differ in at most this many bits are the same photo. */
export const PHOTO_MATCH_DISTANCE = 6;

/**
 * The hash's bands, [from, to) bit positions: PHOTO_MATCH_DISTANCE + 1 of them, so two hashes that
 * differ in at most that many bits have one band alike (pigeonhole); a band is found on its index.
 */
const BANDS = [0, 10, 19, 28, 37, 46, 55, 64];

/**
 * A picture whose grey levels vary less than this (standard deviation, 0 to 255) is flat: a plain
 * colour, a blank page. Its hash is the compression's noise, and says nothing about where it came
 * from, so it is kept without bands and never matches.
 */
const FLAT_PICTURE_STDEV = 4;

type Band = number | null;

/** The hash as stored: signed 64-bit (bigint column) and seven bands (null: never matched). */
export interface PhotoHash {
  phash: bigint;
  phashB0: Band;
  phashB1: Band;
  phashB2: Band;
  phashB3: Band;
  phashB4: Band;
  phashB5: Band;
  phashB6: Band;
}

/** The stored form of a 64-character bit string; a flat picture's without bands. */
export function photoHashOfBits(bits: string, flat = false): PhotoHash {
  const band = (index: number): Band =>
    flat ? null : Number.parseInt(bits.slice(BANDS[index], BANDS[index + 1]), 2);
  return {
    phash: BigInt.asIntN(64, BigInt(`0b${bits}`)),
    phashB0: band(0),
    phashB1: band(1),
    phashB2: band(2),
    phashB3: band(3),
    phashB4: band(4),
    phashB5: band(5),
    phashB6: band(6),
  };
}

/** The hash of an image (any format sharp reads); undefined when it cannot be computed. */
export async function photoHashOf(image: Buffer): Promise<PhotoHash | undefined> {
  try {
    const [bits, stats] = await Promise.all([phash(image), sharp(image).greyscale().stats()]);
    if (!/^[01]{64}$/.test(bits)) return undefined;
    return photoHashOfBits(bits, (stats.channels[0]?.stdev ?? 0) < FLAT_PICTURE_STDEV);
  } catch {
    return undefined;
  }
}
