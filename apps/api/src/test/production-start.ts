/**
 * The configuration of a deployed server, as far as it changes what the API serves: Stripe instead
 * of the payment sandbox, public https origins (so no readable outbox). Its secrets are
 * placeholders: nothing is asked of Stripe. Used to check and lint the document a production start
 * serves (docs.test.ts, scripts/write-openapi.ts).
 */
export const PRODUCTION_START = {
  NODE_ENV: 'production',
  AUTH_SECRET: 'a-placeholder-secret-of-at-least-32-characters',
  ALTCHA_HMAC_KEY: 'a-placeholder-altcha-key-of-at-least-32-characters',
  PUBLIC_ORIGIN_TEMPLATE: 'https://{region}.market.example',
  PASSWORD_SCRYPT_LOG_N: '17',
  STRIPE_SECRET_KEY: 'sk_test_0123456789abcdef',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_0123456789abcdef',
  STRIPE_WEBHOOK_SECRET: 'whsec_0123456789abcdef',
};
