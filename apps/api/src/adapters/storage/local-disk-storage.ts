import { createReadStream } from 'node:fs';
import { copyFile, mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, extname, join, resolve } from 'node:path';
import { isSafeKey, MEDIA_URL_PREFIX, type Storage } from './storage.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.zip': 'application/zip',
};

export function createLocalDiskStorage(rootDir: string): Storage {
  const root = resolve(rootDir);
  const pathOf = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${key}`);
    return join(root, key);
  };
  return {
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, body);
    },
    async putFile(key, source) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await copyFile(source, path);
    },
    async get(key) {
      if (!isSafeKey(key)) return undefined;
      const path = pathOf(key);
      const info = await stat(path).catch(() => undefined);
      if (!info?.isFile()) return undefined;
      return {
        body: createReadStream(path),
        contentType: CONTENT_TYPES[extname(path)] ?? 'application/octet-stream',
        size: info.size,
      };
    },
    async delete(prefix) {
      await rm(pathOf(prefix), { recursive: true, force: true });
    },
    publicUrl: (key) => `${MEDIA_URL_PREFIX}${key}`,
  };
}
