import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from '../http/logging.ts';
import { loadEnv } from './env.ts';

const S3 = {
  S3_BUCKET: 'marketplace-media',
  S3_ENDPOINT: 'http://127.0.0.1:9000',
  S3_ACCESS_KEY_ID: 'minio-user',
  S3_SECRET_ACCESS_KEY: 'minio-secret-0123456789',
};

describe('S3 configuration', () => {
  it('is off by default and has its documented defaults', () => {
    const env = loadEnv({});
    expect(env.S3_BUCKET).toBeUndefined();
    expect(env.S3_REGION).toBe('us-east-1');
    expect(env.S3_FORCE_PATH_STYLE).toBe(false);
  });

  it('accepts a complete S3 configuration, without an endpoint for AWS', () => {
    expect(loadEnv({ ...S3, S3_FORCE_PATH_STYLE: 'true' })).toMatchObject({ S3_FORCE_PATH_STYLE: true });
    expect(loadEnv({ ...S3, S3_ENDPOINT: '' }).S3_ENDPOINT).toBeUndefined();
  });

  it('stops with a message naming each bad or missing variable', () => {
    expect(() => loadEnv({ S3_BUCKET: S3.S3_BUCKET })).toThrow(
      'Invalid configuration:\n  S3_ACCESS_KEY_ID: required when S3_BUCKET is set\n  S3_SECRET_ACCESS_KEY: required when S3_BUCKET is set',
    );
    expect(() => loadEnv({ ...S3, S3_SECRET_ACCESS_KEY: '' })).toThrow(
      /S3_SECRET_ACCESS_KEY: required when S3_BUCKET is set/,
    );
    expect(() => loadEnv({ ...S3, S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT: /);
    expect(() => loadEnv({ ...S3, S3_BUCKET: 'Bad_Bucket' })).toThrow(/S3_BUCKET: must be a bucket name/);
    expect(() => loadEnv({ ...S3, S3_PUBLIC_URL: 'cdn.example.com' })).toThrow(/S3_PUBLIC_URL: /);
    expect(() => loadEnv({ ...S3, S3_BUCKET: '' })).toThrow(
      /S3_BUCKET: required when S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY is set/,
    );
  });

  it('never puts the secret key in a log line, even when the configuration is logged', () => {
    let logs = '';
    const log = pino(loggerOptions('info') as pino.LoggerOptions, {
      write: (line: string) => (logs += line),
    });
    const env = loadEnv(S3);
    log.info(env, 'configuration');
    log.info({ config: env }, 'configuration');
    log.info({ storage: { secretAccessKey: env.S3_SECRET_ACCESS_KEY } }, 'adapter');
    expect(logs).toContain('minio-user');
    expect(logs).not.toContain(S3.S3_SECRET_ACCESS_KEY);
  });
});
