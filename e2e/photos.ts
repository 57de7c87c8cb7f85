import { randomInt } from 'node:crypto';
import { deflateSync } from 'node:zlib';

/**
 * Photos no other test has uploaded (Safe to trade, decision 135: a photo of another account's
 * offer holds an offer for review, so tests that publish as different people each need their own).
 * A PNG of coloured blocks, random per call, encoded here without an image library.
 */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A 480×360 PNG of 8×6 blocks in random colours: its perceptual hash is unlike any other's. */
export function uniquePhoto(name = 'photo.png'): { name: string; mimeType: string; buffer: Buffer } {
  const [width, height, columns, rows] = [480, 360, 8, 6];
  const colours = Array.from({ length: columns * rows }, () => [
    randomInt(256),
    randomInt(256),
    randomInt(256),
  ]);
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 3 + 1);
    raw[row] = 0;
    for (let x = 0; x < width; x += 1) {
      const colour = colours[Math.floor(y / (height / rows)) * columns + Math.floor(x / (width / columns))]!;
      raw.set(colour, row + 1 + x * 3);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const buffer = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return { name, mimeType: 'image/png', buffer };
}
