import { isValidPolishIban, isValidUsAccountNumber } from '@marketplace/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { sandboxPayouts } from '../../db/schema/index.ts';
import { createTestDatabase } from '../../test/build-test-app.ts';
import { createAccount } from '../../test/factories.ts';
import type { PayoutProvider, SendPayoutInput } from './payout-provider.ts';
import { FAILING_BANK_ACCOUNTS, type SandboxPayoutFailure } from './sandbox-bank-accounts.ts';
import { createSandboxPayoutProvider } from './sandbox-payout-provider.ts';

const NOW = new Date('2026-12-01T10:00:00Z');

describe('the sandbox payout provider', () => {
  let database: DatabaseHandle;
  let provider: PayoutProvider;
  let accountId: number;
  let keys = 0;

  const us = (accountNumber: string): Pick<SendPayoutInput, 'currency' | 'destination'> => ({
    currency: 'USD',
    destination: { holder: 'Jane Doe', accountNumber, routingNumber: '110000000' },
  });
  const pl = (iban: string): Pick<SendPayoutInput, 'currency' | 'destination'> => ({
    currency: 'PLN',
    destination: { holder: 'Jan Kowalski', iban },
  });
  const send = (to: Pick<SendPayoutInput, 'currency' | 'destination'>, idempotencyKey = `payout:${++keys}`) =>
    provider.send({ payoutId: keys, accountId, amount: 2_500, recipientId: null, idempotencyKey, ...to });

  beforeAll(async () => {
    database = await createTestDatabase();
    accountId = (await createAccount(database.db)).id;
    provider = createSandboxPayoutProvider({ db: database.db, clock: () => NOW });
  });
  afterAll(async () => {
    await database.close();
  });

  it('needs no account at the provider and has no webhook', async () => {
    expect(
      await provider.recipientOf({ accountId, country: 'PL', email: 'a@b.pl', existingRecipientId: null }),
    ).toEqual({ recipientId: null, ready: true });
    expect(provider.parsePayoutWebhook).toBeUndefined();
    expect(provider.onboardingLink).toBeUndefined();
  });

  it('pays a payout to any other account at once, keeping only its last 4 digits', async () => {
    const paid = await send(us('000123456789'));
    expect(paid).toEqual({
      providerPayoutId: expect.stringMatching(/^po_[0-9a-f]{24}$/),
      outcome: { type: 'paid', providerPayoutId: paid.providerPayoutId },
    });
    const [row] = await database.db
      .select()
      .from(sandboxPayouts)
      .where(eq(sandboxPayouts.id, paid.providerPayoutId));
    expect(row).toEqual({
      id: paid.providerPayoutId,
      accountId,
      amount: 2_500,
      currency: 'USD',
      destinationLast4: '6789',
      status: 'paid',
      failureReason: null,
      createdAt: NOW,
    });

    const polish = await send(pl('PL61 1090 1014 0000 0712 1981 2874'));
    expect(polish.outcome).toEqual({ type: 'paid', providerPayoutId: polish.providerPayoutId });
  });

  const failures = Object.entries(FAILING_BANK_ACCOUNTS) as [
    SandboxPayoutFailure,
    { accountNumber: string; iban: string },
  ][];

  it.each(failures)('fails a payout with %s in both editions’ formats', async (code, numbers) => {
    // The table's numbers pass the payout data's own checks, so a seller can save them.
    expect(isValidUsAccountNumber(numbers.accountNumber)).toBe(true);
    expect(isValidPolishIban(numbers.iban)).toBe(true);

    const american = await send(us(numbers.accountNumber));
    expect(american.outcome).toEqual({
      type: 'failed',
      providerPayoutId: american.providerPayoutId,
      reason: code,
    });
    // As typed: without 'PL', grouped by spaces.
    const spaced = numbers.iban.slice(2).replace(/(.{4})/g, '$1 ');
    for (const iban of [numbers.iban, spaced]) {
      const polish = await send(pl(iban));
      expect(polish.outcome).toEqual({
        type: 'failed',
        providerPayoutId: polish.providerPayoutId,
        reason: code,
      });
    }
    const [row] = await database.db
      .select()
      .from(sandboxPayouts)
      .where(eq(sandboxPayouts.id, american.providerPayoutId));
    expect(row).toMatchObject({ status: 'failed', failureReason: code });
  });

  it('answers the same payout when asked again with its key, and keeps one row', async () => {
    const first = await send(us(FAILING_BANK_ACCOUNTS.no_account.accountNumber), 'payout:again');
    const again = await send(us(FAILING_BANK_ACCOUNTS.no_account.accountNumber), 'payout:again');
    expect(again).toEqual(first);
    // A repeat names what was sent first, whatever it carries now.
    expect(await send(us('000123456789'), 'payout:again')).toEqual(first);
    const rows = await database.db
      .select()
      .from(sandboxPayouts)
      .where(eq(sandboxPayouts.id, first.providerPayoutId));
    expect(rows).toHaveLength(1);
    expect((await send(us('000123456789'), 'payout:other')).providerPayoutId).not.toBe(
      first.providerPayoutId,
    );
  });

  it('refuses a destination without a bank number', async () => {
    await expect(
      provider.send({
        payoutId: 1,
        accountId,
        amount: 1_000,
        currency: 'USD',
        destination: { holder: 'Nobody' },
        recipientId: null,
        idempotencyKey: 'payout:nowhere',
      }),
    ).rejects.toThrow(/IBAN or an account number/);
  });
});
