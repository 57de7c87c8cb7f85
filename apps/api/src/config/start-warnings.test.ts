import { describe, expect, it } from 'vitest';
import { outboxAccess } from '../modules/outbox/outbox-access.ts';
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
