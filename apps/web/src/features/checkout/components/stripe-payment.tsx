import type { GatewayData } from '@marketplace/contract';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe, StripeError } from '@stripe/stripe-js';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { stripeFor } from '#web/shared/lib/stripe.ts';
import { Button } from '#web/shared/ui/button.tsx';
import type { PaymentOutcome } from '../lib/payment-outcome.ts';
import { PaymentDeclined, type DeclinedPayment } from './payment-declined.tsx';
import { SavedCardPicker } from './saved-card-picker.tsx';

function declineOf(error: StripeError): PaymentOutcome {
  return {
    status: 'declined',
    code: error.decline_code ?? error.code ?? 'card_declined',
    message: error.message ?? '',
  };
}

function StripeForm({
  gatewayData,
  payLabel,
  declined,
  onOutcome,
}: {
  gatewayData: GatewayData;
  payLabel: string;
  declined: DeclinedPayment | null;
  onOutcome: (outcome: PaymentOutcome) => void;
}) {
  const { t } = useTranslation();
  const stripe = useStripe();
  const elements = useElements();
  const [busy, setBusy] = useState(false);

  const run = async (confirm: (stripe: Stripe) => Promise<{ error?: StripeError }>) => {
    if (!stripe) return;
    setBusy(true);
    try {
      const { error } = await confirm(stripe);
      onOutcome(error ? declineOf(error) : { status: 'succeeded' });
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!elements) return;
    void run((loaded) => loaded.confirmPayment({ elements, redirect: 'if_required' }));
  };

  return (
    <>
      <form
        onSubmit={submit}
        aria-labelledby="card-form-title"
        className="flex flex-col gap-5 rounded-card border border-line bg-surface p-5 shadow-card sm:p-6"
      >
        <h2 id="card-form-title" className="text-lg font-bold">
          {t('checkout.card.formTitle')}
        </h2>
        <PaymentElement />
        {declined && <PaymentDeclined key={declined.attempt} declined={declined} />}
        <Button type="submit" size="lg" block loading={busy} disabled={!stripe || !elements}>
          {payLabel}
        </Button>
      </form>
      <SavedCardPicker
        busy={busy}
        onUse={(paymentMethodId) =>
          void run((loaded) =>
            loaded.confirmCardPayment(gatewayData.clientSecret, { payment_method: paymentMethodId }),
          )
        }
      />
    </>
  );
}

/**
 * The card form with Stripe Elements, used when the server pays through Stripe. Loaded as a chunk
 * of its own, only then: Stripe's libraries stay out of every other screen's code.
 */
export default function StripePayment(props: {
  gatewayData: GatewayData;
  payLabel: string;
  declined: DeclinedPayment | null;
  onOutcome: (outcome: PaymentOutcome) => void;
}) {
  const { i18n } = useTranslation();
  const { publishableKey, clientSecret } = props.gatewayData;
  return (
    <Elements
      stripe={stripeFor(publishableKey ?? '')}
      options={{ clientSecret, locale: i18n.language === 'pl' ? 'pl' : 'en' }}
    >
      <StripeForm {...props} />
    </Elements>
  );
}
