import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { normalizeApiError } from '#web/shared/lib/api-error.ts';
import { translateServerMessage } from '#web/shared/lib/server-message.ts';
import { stripeFor } from '#web/shared/lib/stripe.ts';
import { toast } from '#web/shared/lib/toast.ts';
import { useSaveCard } from '../api/add-card.ts';
import { FormActions } from './form-actions.tsx';

function StripeSetupForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const stripe = useStripe();
  const elements = useElements();
  const saveCard = useSaveCard();
  const [busy, setBusy] = useState(false);
  // Why the card was not saved, shown in the dialog (and toasted, as every failed submit).
  const [refusal, setRefusal] = useState<string>();
  const refuse = (message: string) => {
    setRefusal(message);
    toast.error(message);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements || busy) return;
    setBusy(true);
    setRefusal(undefined);
    try {
      const { error, setupIntent } = await stripe.confirmSetup({ elements, redirect: 'if_required' });
      const method = setupIntent?.payment_method;
      const paymentMethodId = typeof method === 'string' ? method : method?.id;
      if (error || !paymentMethodId) {
        // Stripe's message (a refused or incomplete card), in the language of its form.
        refuse(error?.message ?? t('accountSettings.card.errorCreditCard'));
        return;
      }
      await saveCard.mutateAsync(paymentMethodId);
      toast.success(t('accountSettings.card.saved'));
      onClose();
    } catch (error) {
      // The server's refusal of a method whose set-up did not succeed, else errorCreditCard.
      const refused = normalizeApiError(error).fieldErrors['data.paymentMethodId'];
      refuse(refused ? translateServerMessage(refused, t) : t('accountSettings.card.errorCreditCard'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-5">
      <PaymentElement />
      {refusal && (
        <p role="alert" className="text-sm font-semibold text-danger-700">
          {refusal}
        </p>
      )}
      <FormActions onCancel={onClose} loading={busy} submitLabel={t('accountSettings.card.save')} />
    </form>
  );
}

/**
 * The add-card dialog's form with Stripe Elements: Stripe confirms a SetupIntent of the account's
 * customer, and its payment method is saved with `POST /api/cards`. Loaded as a chunk of its own,
 * only when the server saves cards through Stripe.
 */
export default function StripeCardForm({
  clientSecret,
  publishableKey,
  onClose,
}: {
  clientSecret: string;
  publishableKey: string;
  onClose: () => void;
}) {
  const { i18n } = useTranslation();
  return (
    <Elements
      stripe={stripeFor(publishableKey)}
      options={{ clientSecret, locale: i18n.language === 'pl' ? 'pl' : 'en' }}
    >
      <StripeSetupForm onClose={onClose} />
    </Elements>
  );
}
