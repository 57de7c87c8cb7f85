import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { publicOriginsAreLocal } from './public-origins.ts';

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/** Every environment variable the server reads; `.env.example` lists the same with their defaults. */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(1).max(65535).default(8080),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** `postgres://…` for PostgreSQL; a path or `memory://` for embedded PGlite. */
  DATABASE_URL: z
    .string()
    .regex(
      /^(postgres(ql)?:\/\/|memory:\/\/|file:|\.|\/)/,
      'must be postgres://…, memory:// or a directory path',
    )
    .default('./data/pglite'),
  /**
   * PostgreSQL streaming replicas (`postgres://…`, comma-separated) that answer anonymous public
   * reads (docs/decisions/130); unset, every read goes to DATABASE_URL.
   */
  DATABASE_READ_URLS: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((url) => url.trim())
        .filter((url) => url !== ''),
    )
    .pipe(z.array(z.string().regex(/^postgres(ql)?:\/\//, 'must be postgres://… URLs, comma-separated')))
    .default([]),
  /** A replica further behind the primary than this is skipped until it catches up (at most a minute). */
  DATABASE_READ_MAX_LAG_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
  /** Seed demo data on the first start on an empty database. */
  SEED_ON_EMPTY: booleanFlag.default(true),
  MEDIA_DIR: z.string().default('./data/media'),
  /** Images go to this S3-compatible bucket instead of MEDIA_DIR when it is set. */
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be a bucket name (3-63 lowercase letters, digits, dots, hyphens)',
    )
    .optional(),
  /** The service's URL (MinIO, R2…); AWS's regional endpoint when unset. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'must be a region name such as us-east-1')
    .default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** `endpoint/bucket/key` addressing (MinIO) instead of `bucket.endpoint/key`. */
  S3_FORCE_PATH_STYLE: booleanFlag.default(false),
  /** Public base URL of the bucket (or its CDN) for image links; `/media/…` through the API when unset. */
  S3_PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Built web app served by the API; absent in development (Vite serves it). */
  WEB_DIST_DIR: z.string().optional(),
  /** Secret for signing access tokens and links; must be set in production. */
  AUTH_SECRET: z
    .string()
    .min(32, 'must be at least 32 characters')
    .default('development-secret-change-me-0123456789'),
  /**
   * Signs the proof-of-work challenges of the forms anyone may send (decision 134); must be set in
   * production. Unset elsewhere, a random one is made at start (one process's challenges).
   */
  ALTCHA_HMAC_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  /**
   * A challenge's difficulty: the solver tries up to this many SHA-256 keys (half as many on
   * average); 50,000 is about a second on a phone.
   */
  ALTCHA_MAX_NUMBER: z.coerce.number().int().min(1_000).max(1_000_000).default(50_000),
  /** How long a challenge may be solved and sent. */
  ALTCHA_CHALLENGE_TTL_SECONDS: z.coerce.number().int().min(30).max(3_600).default(300),
  /**
   * When a form is under suspicion: past this many attempts of the three forms from one IP, or from
   * one network (IPv4 /24, IPv6 /64), in one window of PROOF_OF_WORK_WINDOW_SECONDS.
   */
  PROOF_OF_WORK_IP_ATTEMPTS: z.coerce.number().int().min(1).max(100_000).default(5),
  PROOF_OF_WORK_NETWORK_ATTEMPTS: z.coerce.number().int().min(1).max(100_000).default(20),
  PROOF_OF_WORK_WINDOW_SECONDS: z.coerce.number().int().min(60).max(86_400).default(600),
  /** scrypt cost as log2(N); OWASP's 17 by default, lower values are accepted only in tests. */
  PASSWORD_SCRYPT_LOG_N: z.coerce.number().int().min(10).max(20).default(17),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(900),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().default('Marketplace <no-reply@marketplace.test>'),
  /** Where each edition's contact-form messages go (the administration's mailbox; decision 067). */
  CONTACT_EMAIL_US: z.email().default('contact-us@marketplace.test'),
  CONTACT_EMAIL_PL: z.email().default('contact-pl@marketplace.test'),
  /** A JSON SMS gateway (POST {to, from, text}); SMS go to the outbox while unset. */
  SMS_GATEWAY_URL: z.url({ protocol: /^https?$/ }).optional(),
  SMS_API_KEY: z.string().optional(),
  SMS_SENDER: z.string().default('Marketplace'),
  /**
   * Read e-mail and SMS at /dev/outbox while they go to the outbox. Even when true, the outbox is
   * readable only while every edition's public origin is a localhost address (see outbox-access.ts).
   */
  DEV_OUTBOX: booleanFlag.default(true),
  /** Origin of each edition's web app for links in messages; {region} and {port} are filled in. */
  PUBLIC_ORIGIN_TEMPLATE: z.string().default('http://{region}.localhost:{port}'),
  /** offline (bundled open data, no network), nominatim (OpenStreetMap) or google. */
  GEOCODER_PROVIDER: z.enum(['offline', 'nominatim', 'google']).default('offline'),
  /** Nominatim's base URL (the public instance or a self-hosted one). */
  GEOCODER_URL: z.url({ protocol: /^https?$/ }).default('https://nominatim.openstreetmap.org'),
  /** Google Geocoding API key; required when GEOCODER_PROVIDER is google. */
  GEOCODER_API_KEY: z.string().optional(),
  /** How this app names itself to Nominatim (its usage policy requires it). */
  GEOCODER_USER_AGENT: z.string().default('Marketplace/1.0 (classified ads; geocoding of advert addresses)'),
  GEOCODER_TIMEOUT_MS: z.coerce.number().int().positive().max(60_000).default(5_000),
  /** Stripe's secret API key; card payments go through Stripe when set, through the sandbox otherwise. */
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret key (sk_test_…, sk_live_… or rk_…)')
    .optional(),
  /** Stripe's publishable key, handed to the web app for Stripe Elements. */
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_(test|live)_\w+$/, 'must be a Stripe publishable key (pk_test_… or pk_live_…)')
    .optional(),
  /** The signing secret of the webhook endpoint (POST /api/payments/stripe/webhook). */
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, 'must be a webhook signing secret (whsec_…)')
    .optional(),
  /**
   * The signing secret of the Connect webhook endpoint (payouts of the connected accounts); Stripe
   * gives that endpoint its own. Unset: STRIPE_WEBHOOK_SECRET signs both.
   */
  STRIPE_CONNECT_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, 'must be a webhook signing secret (whsec_…)')
    .optional(),
  /**
   * Let the sandbox card processor (it takes no money) serve a server whose public origin is not
   * localhost, such as a demo; without Stripe such a server refuses to start otherwise (decision 058).
   */
  PAYMENTS_SANDBOX: booleanFlag.default(false),
  /**
   * Whose X-Forwarded-For (and -Proto, -Host) to believe, and so which address per-IP limits count
   * (README, "TRUST_PROXY"): false; true, every hop (the left-most address, which a client can
   * write unless the proxy replaces the header); or the proxies' addresses, CIDR ranges or names
   * (`loopback`, `linklocal`, `uniquelocal`), comma-separated: the client is the nearest address
   * that is not one of them.
   */
  TRUST_PROXY: z
    .union([
      booleanFlag,
      z
        .string()
        .regex(
          /^[\w.:/]+(\s*,\s*[\w.:/]+)*$/,
          "must be true, false or the proxies' addresses, CIDR ranges or loopback, comma-separated",
        ),
    ])
    .default(false),
  /**
   * How long a shutdown (SIGTERM, SIGINT) waits for in-flight requests, running jobs and event
   * handlers before the process exits anyway (docs/decisions/104).
   */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().positive().max(600_000).default(10_000),
  /**
   * Serves Prometheus metrics at /metrics to `Authorization: Bearer <METRICS_TOKEN>`; unset, there
   * is no /metrics (docs/decisions/106). At least 24 characters: it guards what the server tells.
   */
  METRICS_TOKEN: z
    .string()
    .min(24, 'must be at least 24 characters')
    .regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces')
    .optional(),
  /**
   * Search answers kept per process (decision 094); 0 keeps none, so every search runs its SQL (the
   * search benchmark measures the uncached search so).
   */
  SEARCH_CACHE_ENTRIES: z.coerce.number().int().min(0).max(100_000).default(1_000),
  /**
   * New conversations an account younger than 24 hours may start per hour (decision 133): enough
   * for a buyer asking a few sellers, too few for a fresh scam account writing to everyone.
   */
  CHAT_NEW_ACCOUNT_CONVERSATIONS_PER_HOUR: z.coerce.number().int().min(1).max(100).default(5),
  /**
   * Whether this process handles what follows commits (decision 075). Off, it only writes events
   * and leaves them to the processes that run the relay (a web-only role of a scaled-out setup).
   */
  EVENT_RELAY: booleanFlag.default(true),
});

/** The configuration; a generated ALTCHA_HMAC_KEY where none is set outside production. */
export type Env = Omit<ParsedEnv, 'ALTCHA_HMAC_KEY'> & { ALTCHA_HMAC_KEY: string };
type ParsedEnv = z.infer<typeof EnvSchema>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads and validates the environment once; a bad value names its variable. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  // An empty value (`REDIS_URL=` in a .env file) means "not set".
  const given = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = EnvSchema.safeParse(given);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = result.data;
  if (env.NODE_ENV !== 'test' && env.PASSWORD_SCRYPT_LOG_N < 17) {
    throw new ConfigError(
      'Invalid configuration:\n  PASSWORD_SCRYPT_LOG_N: must be at least 17 outside tests',
    );
  }
  if (env.DATABASE_READ_URLS.length > 0 && !/^postgres(ql)?:\/\//.test(env.DATABASE_URL)) {
    throw new ConfigError(
      'Invalid configuration:\n  DATABASE_READ_URLS: replicas need DATABASE_URL to be PostgreSQL (postgres://…)',
    );
  }
  if (env.SMS_GATEWAY_URL && !env.SMS_API_KEY) {
    throw new ConfigError('Invalid configuration:\n  SMS_API_KEY: required when SMS_GATEWAY_URL is set');
  }
  const s3Problems = s3ConfigProblems(env);
  if (s3Problems.length > 0) {
    throw new ConfigError(`Invalid configuration:\n${s3Problems.map((line) => `  ${line}`).join('\n')}`);
  }
  if (env.GEOCODER_PROVIDER === 'google' && !env.GEOCODER_API_KEY) {
    throw new ConfigError(
      'Invalid configuration:\n  GEOCODER_API_KEY: required when GEOCODER_PROVIDER is google',
    );
  }
  const paymentProblems = paymentConfigProblems(env);
  if (paymentProblems.length > 0) {
    throw new ConfigError(`Invalid configuration:\n${paymentProblems.map((line) => `  ${line}`).join('\n')}`);
  }
  if (env.NODE_ENV === 'production' && env.AUTH_SECRET.startsWith('development-secret')) {
    throw new ConfigError(
      'Invalid configuration:\n  AUTH_SECRET: must be set to a secret value in production',
    );
  }
  if (env.NODE_ENV === 'production' && !env.ALTCHA_HMAC_KEY) {
    throw new ConfigError('Invalid configuration:\n  ALTCHA_HMAC_KEY: must be set in production');
  }
  return { ...env, ALTCHA_HMAC_KEY: env.ALTCHA_HMAC_KEY ?? randomBytes(32).toString('base64url') };
}

/**
 * Stripe is all or nothing: with STRIPE_SECRET_KEY both other keys are needed (the Connect webhook's
 * own secret is optional), without it none may be set. Without it the sandbox takes the payments,
 * which is allowed on a deployed server (a public origin that is not localhost) only when
 * PAYMENTS_SANDBOX=true says so (docs/decisions/058). Tests build servers on made-up public origins
 * and are exempt, as they are from the scrypt cost.
 */
function paymentConfigProblems(env: ParsedEnv): string[] {
  if (env.STRIPE_SECRET_KEY) {
    return (['STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const)
      .filter((name) => !env[name])
      .map((name) => `${name}: required when STRIPE_SECRET_KEY is set`);
  }
  const stray = (
    ['STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_CONNECT_WEBHOOK_SECRET'] as const
  ).filter((name) => env[name]);
  if (stray.length > 0) return [`STRIPE_SECRET_KEY: required when ${stray.join(', ')} is set`];
  if (env.NODE_ENV !== 'test' && !env.PAYMENTS_SANDBOX && !publicOriginsAreLocal(env)) {
    return [
      'STRIPE_SECRET_KEY: required on a server whose PUBLIC_ORIGIN_TEMPLATE is not localhost (the sandbox takes no money); set PAYMENTS_SANDBOX=true to run the sandbox there on purpose',
    ];
  }
  return [];
}

/** S3 storage is all or nothing: with S3_BUCKET both keys are needed, without it no S3_* is read. */
function s3ConfigProblems(env: ParsedEnv): string[] {
  if (env.S3_BUCKET) {
    return (['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const)
      .filter((name) => !env[name])
      .map((name) => `${name}: required when S3_BUCKET is set`);
  }
  const stray = (
    ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PUBLIC_URL'] as const
  ).filter((name) => env[name]);
  return stray.length > 0 ? [`S3_BUCKET: required when ${stray.join(', ')} is set`] : [];
}
