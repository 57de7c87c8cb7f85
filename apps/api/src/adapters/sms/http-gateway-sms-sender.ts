import type { SmsSender } from './sms-sender.ts';

/**
 * A generic JSON SMS gateway: POST {to, from, text} with a bearer key. Most providers (or a small
 * relay in front of them) accept this shape; a provider-specific adapter replaces this file.
 */
export function createHttpGatewaySmsSender(options: {
  url: string;
  apiKey: string;
  sender: string;
}): SmsSender {
  return {
    kind: 'gateway',
    async send(sms) {
      const response = await fetch(options.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${options.apiKey}` },
        body: JSON.stringify({ to: sms.to, from: options.sender, text: sms.text }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
    },
  };
}
