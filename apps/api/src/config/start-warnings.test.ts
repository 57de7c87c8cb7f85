import { describe, expect, it } from 'vitest';
import { outboxAccess } from './outbox-access.ts';
import { loadEnv } from './env.ts';
import { startWarnings } from './start-warnings.ts';

const warningsFor = (values: Record<string, string>, origin: string) => {
  const env = loadEnv({ NODE_ENV: 'test', ...values });
  return startWarnings(env, outboxAccess(env), origin);
};

describe('start warnings', () => {
  it("say when client IPs are the TLS proxy's", () => {
    const https = { PUBLIC_ORIGIN_TEMPLATE: 'https://{region}.market.example', SMTP_URL: 'smtp://m:587' };
    expect(warningsFor(https, 'https://us.market.example').join('\n')).toMatch(/TRUST_PROXY is false/);
    expect(
      warningsFor({ ...https, TRUST_PROXY: 'true' }, 'https://us.market.example').join('\n'),
    ).not.toMatch(/TRUST_PROXY/);
  });

  it('say nothing about messages once both transports are configured off localhost', () => {
    const env = {
      PUBLIC_ORIGIN_TEMPLATE: 'https://{region}.market.example',
      SMTP_URL: 'smtp://m:587',
      SMS_GATEWAY_URL: 'https://sms.example/send',
      SMS_API_KEY: 'key',
      TRUST_PROXY: 'true',
    };
    expect(warningsFor(env, 'https://us.market.example')).toEqual([]);
  });
});

describe('start warnings about payments', () => {
  it('say that a deployed server runs the sandbox on purpose, and nothing on a local start or with Stripe', () => {
    const deployed = { PUBLIC_ORIGIN_TEMPLATE: 'https://{region}.market.example', PAYMENTS_SANDBOX: 'true' };
    expect(warningsFor(deployed, 'https://us.market.example').join('\n')).toMatch(
      /PAYMENTS GO TO THE SANDBOX/,
    );
    expect(warningsFor({ PAYMENTS_SANDBOX: 'true' }, 'http://us.localhost:8080').join('\n')).not.toMatch(
      /SANDBOX/,
    );
    const stripe = {
      ...deployed,
      STRIPE_SECRET_KEY: 'sk_test_0123',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_0123',
      STRIPE_WEBHOOK_SECRET: 'whsec_0123',
    };
    expect(warningsFor(stripe, 'https://us.market.example').join('\n')).not.toMatch(/SANDBOX/);
  });
});
