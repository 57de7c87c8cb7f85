import { MESSAGES, type SandboxConfirmResult } from '@marketplace/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { createHash, randomBytes } from 'node:crypto';
import type { Executor } from '../../db/client.ts';
import { sandboxPaymentIntents, sandboxPaymentMethods } from '../../db/schema/index.ts';
import type { Clock } from '../../shared/clock.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../shared/errors.ts';
import type { PaymentEvent, PaymentProvider } from './payment-provider.ts';
import {
  behaviourError,
  isExpired,
  readSandboxCard,
  setupError,
  type SandboxCardError,
} from './sandbox-cards.ts';

const randomId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** A card refused before a payment method exists: a 400 on the field Stripe's form would mark. */
const cardFieldError = (error: SandboxCardError) =>
  new ValidationError({ [error.code === 'expired_card' ? 'card.expYear' : 'card.number']: error.message });

/**
 * The built-in card processor (docs/architecture.md, 'Sandbox card processor'): Stripe's test-mode
 * behaviour with its test cards, its intents and payment methods kept in our database. It takes
 * no money, so a deployed server runs it only when told to (docs/decisions/058). Of a card it
 * keeps the brand, the last 4 digits, the expiry and which test card it is.
 */
export function createSandboxPaymentProvider({ db, clock }: { db: Executor; clock: Clock }): PaymentProvider {
  const declined = (error: {
    code: string;
    declineCode?: string;
    message: string;
  }): SandboxConfirmResult => ({
    status: 'requires_payment_method',
    error,
  });

  return {
    name: 'sandbox',

    async createIntent({ accountId, amount, currency, idempotencyKey }) {
      // The key names the intent, as Stripe's idempotency keys do: asked again, the same one answers.
      const id = `pi_${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 24)}`;
      const clientSecret = `${id}_secret_${randomBytes(16).toString('base64url')}`;
      await db
        .insert(sandboxPaymentIntents)
        .values({ id, clientSecret, accountId, amount, currency })
        .onConflictDoNothing({ target: sandboxPaymentIntents.id });
      const [intent] = await db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.id, id));
      return { providerPaymentId: id, clientSecret: intent!.clientSecret };
    },

    async cancelIntent(providerPaymentId) {
      await db
        .update(sandboxPaymentIntents)
        .set({ status: 'canceled', updatedAt: clock() })
        .where(
          and(
            eq(sandboxPaymentIntents.id, providerPaymentId),
            eq(sandboxPaymentIntents.status, 'requires_payment_method'),
          ),
        );
      const [intent] = await db
        .select({ status: sandboxPaymentIntents.status })
        .from(sandboxPaymentIntents)
        .where(eq(sandboxPaymentIntents.id, providerPaymentId));
      return intent?.status !== 'succeeded';
    },

    async clientSecretOf(providerPaymentId) {
      const [intent] = await db
        .select({ clientSecret: sandboxPaymentIntents.clientSecret })
        .from(sandboxPaymentIntents)
        .where(eq(sandboxPaymentIntents.id, providerPaymentId));
      if (!intent) throw new Error(`sandbox: no payment intent ${providerPaymentId}`);
      return intent.clientSecret;
    },

    async refund(providerPaymentId, options) {
      if (options?.amount !== undefined) {
        // A partial refund leaves the intent succeeded, as Stripe's does; more than was paid is refused.
        const [paid] = await db
          .select({ amount: sandboxPaymentIntents.amount, status: sandboxPaymentIntents.status })
          .from(sandboxPaymentIntents)
          .where(eq(sandboxPaymentIntents.id, providerPaymentId));
        if (!paid || paid.status !== 'succeeded' || options.amount <= 0 || options.amount > paid.amount)
          throw new Error(`sandbox: payment intent ${providerPaymentId} cannot be refunded this amount`);
        if (options.amount < paid.amount) return;
      }
      const [intent] = await db
        .update(sandboxPaymentIntents)
        .set({ status: 'refunded', updatedAt: clock() })
        .where(
          and(
            eq(sandboxPaymentIntents.id, providerPaymentId),
            inArray(sandboxPaymentIntents.status, ['succeeded', 'refunded']),
          ),
        )
        .returning({ id: sandboxPaymentIntents.id });
      if (!intent) throw new Error(`sandbox: payment intent ${providerPaymentId} was not paid`);
    },

    async paymentRecords() {
      const rows = await db
        .select({
          providerPaymentId: sandboxPaymentIntents.id,
          amount: sandboxPaymentIntents.amount,
          currency: sandboxPaymentIntents.currency,
          status: sandboxPaymentIntents.status,
        })
        .from(sandboxPaymentIntents)
        .where(inArray(sandboxPaymentIntents.status, ['succeeded', 'refunded']));
      return rows.map((row) => ({ ...row, status: row.status as 'succeeded' | 'refunded' }));
    },

    async forgetCards(accountId) {
      // The sandbox keeps the account's payment methods itself: every one goes.
      await db.delete(sandboxPaymentMethods).where(eq(sandboxPaymentMethods.accountId, accountId));
    },

    async claimPaymentMethod(accountId, paymentMethodId) {
      const [method] = await db
        .select()
        .from(sandboxPaymentMethods)
        .where(
          and(eq(sandboxPaymentMethods.id, paymentMethodId), eq(sandboxPaymentMethods.accountId, accountId)),
        );
      if (!method) return undefined;
      // Only a card whose set-up succeeded is saved (a method made before that rule may be declined).
      if (setupError(method.behaviour)) return 'declined';
      return {
        id: method.id,
        brand: method.brand,
        last4: method.last4,
        expMonth: method.expMonth,
        expYear: method.expYear,
      };
    },

    sandbox: {
      async createPaymentMethod(accountId, card) {
        const read = readSandboxCard(card, clock());
        // A wrong number or a past expiry is refused by the card form, a declining card by its
        // set-up (as Stripe declines a SetupIntent): no payment method exists for either.
        if ('error' in read) throw cardFieldError(read.error);
        const declined = setupError(read.behaviour);
        if (declined) throw cardFieldError(declined);
        const id = randomId('pm');
        await db.insert(sandboxPaymentMethods).values({
          id,
          accountId,
          brand: read.brand,
          last4: read.last4,
          expMonth: card.expMonth,
          expYear: card.expYear,
          behaviour: read.behaviour,
        });
        return { id, brand: read.brand, last4: read.last4 };
      },

      async confirm(accountId, input) {
        const [intent] = await db
          .select()
          .from(sandboxPaymentIntents)
          .where(eq(sandboxPaymentIntents.clientSecret, input.clientSecret));
        // Another account's client secret is as unknown as a made-up one.
        if (!intent || intent.accountId !== accountId) throw new NotFoundError();
        if (intent.status === 'canceled') throw new ConflictError(MESSAGES.paymentCanceled);
        const succeeded = (card?: { brand: string; last4: string }) => ({
          result: { status: 'succeeded' } as const,
          event: { type: 'succeeded', providerPaymentId: intent.id, card } satisfies PaymentEvent,
        });
        // Confirmed before: the outcome is reported again, and the payments module ignores a repeat.
        if (intent.status === 'succeeded') return succeeded();

        let card: {
          brand: string;
          last4: string;
          error?: { code: string; declineCode?: string; message: string };
        };
        if (input.paymentMethodId !== undefined) {
          const [method] = await db
            .select()
            .from(sandboxPaymentMethods)
            .where(
              and(
                eq(sandboxPaymentMethods.id, input.paymentMethodId),
                eq(sandboxPaymentMethods.accountId, accountId),
              ),
            );
          if (!method) throw new NotFoundError(MESSAGES.paymentMethodNotFound);
          card = {
            brand: method.brand,
            last4: method.last4,
            error: behaviourError(
              isExpired(method.expMonth, method.expYear, clock()) ? 'expired_card' : method.behaviour,
            ),
          };
        } else {
          const read = readSandboxCard(input.card!, clock());
          // A number that fails its check never reaches the processor: no attempt, no event.
          if ('error' in read && read.error.code === 'incorrect_number')
            return { result: declined(read.error) };
          card =
            'error' in read
              ? { brand: 'unknown', last4: input.card!.number.slice(-4), error: read.error }
              : { brand: read.brand, last4: read.last4, error: behaviourError(read.behaviour) };
        }
        if (card.error) {
          return {
            result: declined(card.error),
            event: {
              type: 'failed',
              providerPaymentId: intent.id,
              code: card.error.declineCode ?? card.error.code,
            },
          };
        }
        const [updated] = await db
          .update(sandboxPaymentIntents)
          .set({ status: 'succeeded', updatedAt: clock() })
          .where(
            and(
              eq(sandboxPaymentIntents.id, intent.id),
              eq(sandboxPaymentIntents.status, 'requires_payment_method'),
            ),
          )
          .returning({ id: sandboxPaymentIntents.id });
        // Canceled in the meantime: Stripe refuses to confirm a canceled intent.
        if (!updated) {
          const [now] = await db
            .select({ status: sandboxPaymentIntents.status })
            .from(sandboxPaymentIntents)
            .where(eq(sandboxPaymentIntents.id, intent.id));
          if (now?.status === 'canceled') throw new ConflictError(MESSAGES.paymentCanceled);
        }
        return succeeded({ brand: card.brand, last4: card.last4 });
      },
    },
  };
}
