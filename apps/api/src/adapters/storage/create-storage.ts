import type { Env } from '../../config/env.ts';
import { createLocalDiskStorage } from './local-disk-storage.ts';
import { createS3Storage } from './s3-storage.ts';
import type { Storage } from './storage.ts';

type StorageEnv = Pick<
  Env,
  | 'MEDIA_DIR'
  | 'S3_BUCKET'
  | 'S3_ENDPOINT'
  | 'S3_REGION'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_FORCE_PATH_STYLE'
  | 'S3_PUBLIC_URL'
>;

/** Images on local disk (MEDIA_DIR) by default, in an S3-compatible bucket when S3_BUCKET is set. */
export function createStorage(env: StorageEnv): Storage {
  if (!env.S3_BUCKET) return createLocalDiskStorage(env.MEDIA_DIR);
  // loadEnv refuses a bucket without both keys.
  return createS3Storage({
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    accessKeyId: env.S3_ACCESS_KEY_ID!,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    publicUrl: env.S3_PUBLIC_URL,
  });
}
