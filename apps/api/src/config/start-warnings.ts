import type { OutboxAccess } from './outbox-access.ts';
import type { Env } from './env.ts';
import { publicOriginsAreLocal } from './public-origins.ts';

/** What an operator must know at start about this configuration; each line is logged as a warning. */
export function startWarnings(env: Env, outbox: OutboxAccess, publicOrigin: string): string[] {
  const warnings: string[] = [];
  if (outbox.readable) {
    warnings.push(
      `DEVELOPMENT OUTBOX IS ON: every e-mail and SMS (confirmation codes, password-reset links) is readable without login at ${publicOrigin}/dev/outbox. Set SMTP_URL and SMS_GATEWAY_URL to deliver them, or DEV_OUTBOX=false to turn it off.`,
    );
  } else if (!env.SMTP_URL || !env.SMS_GATEWAY_URL) {
    warnings.push(
      `E-mail or SMS are NOT DELIVERED: without SMTP_URL or SMS_GATEWAY_URL they are kept in the outbox table, which is not readable here (${outbox.reason}).`,
    );
  }
  if (!env.STRIPE_SECRET_KEY && env.PAYMENTS_SANDBOX && !publicOriginsAreLocal(env)) {
    warnings.push(
      'PAYMENTS GO TO THE SANDBOX (PAYMENTS_SANDBOX=true): test cards are accepted and no money is taken. Set the STRIPE_* variables to take real payments.',
    );
  }
  if (publicOrigin.startsWith('https:') && !env.TRUST_PROXY) {
    warnings.push(
      "PUBLIC_ORIGIN_TEMPLATE is https but TRUST_PROXY is false: behind a TLS proxy every client has the proxy's IP, so per-IP rate limits are shared by all users. Set TRUST_PROXY to the proxy's address (loopback on the same host) when a proxy you control sets X-Forwarded-For.",
    );
  }
  return warnings;
}
