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

describe('payments configuration', () => {
  const STRIPE = {
    STRIPE_SECRET_KEY: 'sk_test_51Abc0123456789',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_51Abc0123456789',
    STRIPE_WEBHOOK_SECRET: 'whsec_0123456789abcdef',
  };
  const DEPLOYED = {
    NODE_ENV: 'production',
    AUTH_SECRET: 'a-real-secret-of-at-least-32-characters!',
    ALTCHA_HMAC_KEY: 'a-real-altcha-key-of-at-least-32-characters',
    PUBLIC_ORIGIN_TEMPLATE: 'https://{region}.market.example',
  };

  it('runs the sandbox on a local start, and takes a complete Stripe configuration', () => {
    expect(loadEnv({}).STRIPE_SECRET_KEY).toBeUndefined();
    expect(
      loadEnv({
        NODE_ENV: 'production',
        AUTH_SECRET: DEPLOYED.AUTH_SECRET,
        ALTCHA_HMAC_KEY: DEPLOYED.ALTCHA_HMAC_KEY,
      }).PAYMENTS_SANDBOX,
    ).toBe(false);
    expect(loadEnv({ ...DEPLOYED, ...STRIPE })).toMatchObject(STRIPE);
  });

  it('refuses half a Stripe configuration and keys of the wrong kind, naming each variable', () => {
    expect(() => loadEnv({ STRIPE_SECRET_KEY: STRIPE.STRIPE_SECRET_KEY })).toThrow(
      'Invalid configuration:\n  STRIPE_PUBLISHABLE_KEY: required when STRIPE_SECRET_KEY is set\n  STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set',
    );
    expect(() => loadEnv({ STRIPE_WEBHOOK_SECRET: STRIPE.STRIPE_WEBHOOK_SECRET })).toThrow(
      /STRIPE_SECRET_KEY: required when STRIPE_WEBHOOK_SECRET is set/,
    );
    expect(() => loadEnv({ ...STRIPE, STRIPE_SECRET_KEY: STRIPE.STRIPE_PUBLISHABLE_KEY })).toThrow(
      /STRIPE_SECRET_KEY: must be a Stripe secret key/,
    );
    expect(() => loadEnv({ ...STRIPE, STRIPE_WEBHOOK_SECRET: 'secret' })).toThrow(/STRIPE_WEBHOOK_SECRET: /);
    expect(() => loadEnv({ STRIPE_CONNECT_WEBHOOK_SECRET: 'whsec_connect0123' })).toThrow(
      /STRIPE_SECRET_KEY: required when STRIPE_CONNECT_WEBHOOK_SECRET is set/,
    );
    expect(() => loadEnv({ ...STRIPE, STRIPE_CONNECT_WEBHOOK_SECRET: 'secret' })).toThrow(
      /STRIPE_CONNECT_WEBHOOK_SECRET: /,
    );
  });

  it('does not start a deployed server on the sandbox unless PAYMENTS_SANDBOX=true says so', () => {
    expect(() => loadEnv(DEPLOYED)).toThrow(
      /STRIPE_SECRET_KEY: required on a server whose PUBLIC_ORIGIN_TEMPLATE is not localhost/,
    );
    expect(loadEnv({ ...DEPLOYED, PAYMENTS_SANDBOX: 'true' }).PAYMENTS_SANDBOX).toBe(true);
  });

  it('never puts the Stripe secrets in a log line', () => {
    let logs = '';
    const log = pino(loggerOptions('info') as pino.LoggerOptions, {
      write: (line: string) => (logs += line),
    });
    const env = loadEnv({ ...STRIPE, STRIPE_CONNECT_WEBHOOK_SECRET: 'whsec_connect0123' });
    log.info(env, 'configuration');
    log.info({ config: env }, 'configuration');
    expect(logs).toContain(STRIPE.STRIPE_PUBLISHABLE_KEY);
    expect(logs).not.toContain(STRIPE.STRIPE_SECRET_KEY);
    expect(logs).not.toContain(STRIPE.STRIPE_WEBHOOK_SECRET);
    expect(logs).not.toContain('whsec_connect0123');
  });
});

describe('TRUST_PROXY', () => {
  it('is off by default, a flag, or the addresses of the proxies to trust', () => {
    expect(loadEnv({}).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadEnv({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).TRUST_PROXY).toBe('loopback, 10.0.0.0/8');
    expect(loadEnv({ TRUST_PROXY: '::1,fd00::/8' }).TRUST_PROXY).toBe('::1,fd00::/8');
    expect(() => loadEnv({ TRUST_PROXY: 'yes please' })).toThrow(/TRUST_PROXY: /);
  });
});

describe('operations configuration', () => {
  it('serves no metrics by default and takes a long enough token', () => {
    expect(loadEnv({}).METRICS_TOKEN).toBeUndefined();
    expect(loadEnv({ METRICS_TOKEN: 'a'.repeat(24) }).METRICS_TOKEN).toBe('a'.repeat(24));
    expect(() => loadEnv({ METRICS_TOKEN: 'short' })).toThrow(
      'Invalid configuration:\n  METRICS_TOKEN: must be at least 24 characters',
    );
    expect(() => loadEnv({ METRICS_TOKEN: `${'a'.repeat(24)} b` })).toThrow('METRICS_TOKEN');
  });

  it('bounds the shutdown grace period', () => {
    expect(loadEnv({}).SHUTDOWN_GRACE_MS).toBe(10_000);
    expect(() => loadEnv({ SHUTDOWN_GRACE_MS: '0' })).toThrow('SHUTDOWN_GRACE_MS');
    expect(() => loadEnv({ SHUTDOWN_GRACE_MS: '3600000' })).toThrow('SHUTDOWN_GRACE_MS');
  });
});

describe('read replicas (decision 130)', () => {
  const primary = 'postgres://app@db-1:5432/marketplace';

  it('are off by default, and read from a comma-separated list', () => {
    expect(loadEnv({})).toMatchObject({ DATABASE_READ_URLS: [], DATABASE_READ_MAX_LAG_MS: 5_000 });
    expect(
      loadEnv({
        DATABASE_URL: primary,
        DATABASE_READ_URLS: ' postgres://app@db-2/marketplace, postgresql://app@db-3/marketplace ',
      }).DATABASE_READ_URLS,
    ).toEqual(['postgres://app@db-2/marketplace', 'postgresql://app@db-3/marketplace']);
  });

  it('stop the start naming the variable when they cannot work', () => {
    expect(() => loadEnv({ DATABASE_READ_URLS: 'postgres://app@db-2/marketplace' })).toThrow(
      'DATABASE_READ_URLS: replicas need DATABASE_URL to be PostgreSQL',
    );
    expect(() => loadEnv({ DATABASE_URL: primary, DATABASE_READ_URLS: 'mysql://db-2' })).toThrow(
      'DATABASE_READ_URLS',
    );
    expect(() => loadEnv({ DATABASE_URL: primary, DATABASE_READ_MAX_LAG_MS: '600000' })).toThrow(
      'DATABASE_READ_MAX_LAG_MS',
    );
  });
});

describe('proof of work (decision 134)', () => {
  const KEY = 'an-altcha-key-of-at-least-32-characters!';

  it('needs ALTCHA_HMAC_KEY in production; elsewhere a random one is made at start', () => {
    const production = { NODE_ENV: 'production', AUTH_SECRET: 'a-real-secret-of-at-least-32-characters!' };
    expect(() => loadEnv(production)).toThrow('ALTCHA_HMAC_KEY: must be set in production');
    expect(loadEnv({ ...production, ALTCHA_HMAC_KEY: KEY }).ALTCHA_HMAC_KEY).toBe(KEY);
    const [one, two] = [loadEnv({}).ALTCHA_HMAC_KEY, loadEnv({}).ALTCHA_HMAC_KEY];
    expect(one.length).toBeGreaterThanOrEqual(32);
    expect(one).not.toBe(two);
    expect(() => loadEnv({ ALTCHA_HMAC_KEY: 'short' })).toThrow('ALTCHA_HMAC_KEY: must be at least 32');
  });

  it('bounds the difficulty, the lifetime and the thresholds', () => {
    expect(loadEnv({})).toMatchObject({
      ALTCHA_MAX_NUMBER: 50_000,
      ALTCHA_CHALLENGE_TTL_SECONDS: 300,
      PROOF_OF_WORK_IP_ATTEMPTS: 5,
      PROOF_OF_WORK_NETWORK_ATTEMPTS: 20,
      PROOF_OF_WORK_WINDOW_SECONDS: 600,
    });
    for (const [name, value] of [
      ['ALTCHA_MAX_NUMBER', '10000000'],
      ['ALTCHA_MAX_NUMBER', '10'],
      ['ALTCHA_CHALLENGE_TTL_SECONDS', '86400'],
      ['PROOF_OF_WORK_IP_ATTEMPTS', '0'],
      ['PROOF_OF_WORK_NETWORK_ATTEMPTS', '1e9'],
      ['PROOF_OF_WORK_WINDOW_SECONDS', '5'],
    ] as const)
      expect(() => loadEnv({ [name]: value }), `${name}=${value}`).toThrow(name);
  });

  it('never puts the key in a log line', () => {
    let logs = '';
    const log = pino(loggerOptions('info') as pino.LoggerOptions, {
      write: (line: string) => (logs += line),
    });
    const env = loadEnv({ ALTCHA_HMAC_KEY: KEY });
    log.info(env, 'configuration');
    log.info({ config: env }, 'configuration');
    expect(logs).toContain('ALTCHA_MAX_NUMBER');
    expect(logs).not.toContain(KEY);
  });
});
