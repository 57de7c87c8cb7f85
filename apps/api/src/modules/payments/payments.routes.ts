import {
  SandboxConfirmInputSchema,
  SandboxPaymentMethodInputSchema,
  SaveCardInputSchema,
} from '@marketplace/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { PaymentsService } from './payments.service.ts';
import { BOOLEAN, objectOf } from '../../http/docs.ts';

export async function paymentsRoutes(app: FastifyInstance, { payments }: { payments: PaymentsService }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/cards',
    { config: { answers: { 200: 'SavedCards' } }, onRequest: app.authenticate },
    async (request) => payments.cards(request.principal!.accountId),
  );
  // Reads no body: the add-card dialog asks how to make a card (a Stripe SetupIntent, or the sandbox).
  routes.post(
    '/api/cards/setup',
    { config: { answers: { 200: 'CardSetupDto' } }, onRequest: app.authenticate },
    async (request) => payments.cardSetup(request.principal!.accountId),
  );
  routes.post(
    '/api/cards',
    {
      config: { answers: { 201: 'SavedCard', 409: 'ErrorBody' } },
      onRequest: app.authenticate,
      schema: { body: SaveCardInputSchema },
    },
    async (request, reply) => {
      const card = await payments.saveCard(
        request.principal!.accountId,
        request.region,
        request.body.data.paymentMethodId,
      );
      return reply.status(201).send(card);
    },
  );

  if (payments.provider === 'sandbox') {
    // docs/architecture.md, 'Sandbox card processor': what Stripe.js does with Stripe, for the sandbox.
    routes.post(
      '/api/payment-sandbox/confirm',
      {
        config: { answers: { 200: 'SandboxConfirmResult', 404: 'ErrorBody', 409: 'ErrorBody' } },
        onRequest: app.authenticate,
        schema: { body: SandboxConfirmInputSchema },
      },
      async (request) => payments.confirmInSandbox(request.principal!.accountId, request.body),
    );
    routes.post(
      '/api/payment-sandbox/payment-methods',
      {
        config: { answers: { 200: 'SandboxPaymentMethod' } },
        onRequest: app.authenticate,
        schema: { body: SandboxPaymentMethodInputSchema },
      },
      async (request) => payments.createSandboxPaymentMethod(request.principal!.accountId, request.body.card),
    );
  } else {
    // Stripe signs the exact bytes it sends: this route alone reads its JSON body as text.
    await app.register(async (webhook) => {
      webhook.removeContentTypeParser('application/json');
      webhook.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
        done(null, body),
      );
      webhook.post(
        '/api/payments/stripe/webhook',
        // Stripe names no edition; the payment it reports belongs to one.
        {
          config: {
            salesChannel: false,
            answers: { 200: objectOf({ received: BOOLEAN }), 400: 'ErrorBody' },
          },
        },
        async (request) => {
          const signature = request.headers['stripe-signature'];
          return payments.receiveWebhook(
            typeof request.body === 'string' ? request.body : '',
            typeof signature === 'string' ? signature : undefined,
          );
        },
      );
    });
  }
}
