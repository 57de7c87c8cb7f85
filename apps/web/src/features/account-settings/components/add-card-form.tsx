import { zodResolver } from '@hookform/resolvers/zod';
import { lazy, Suspense } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  CARD_SERVER_FIELDS,
  cardFormSchema,
  EMPTY_CARD_FORM,
  sandboxCardOf,
  type CardFormInput,
} from '#web/shared/lib/card-input.ts';
import { translateServerMessage } from '#web/shared/lib/server-message.ts';
import { applyServerErrors } from '#web/shared/lib/server-errors.ts';
import { toast } from '#web/shared/lib/toast.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { CardFields } from '#web/shared/ui/card-fields.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import { useAddCard, useCardSetup } from '../api/add-card.ts';
import { FormActions } from './form-actions.tsx';

// Stripe's libraries load only when the server saves cards through Stripe (docs/decisions/063).
const StripeCardForm = lazy(() => import('./stripe-card-form.tsx'));

function Loading() {
  const { t } = useTranslation();
  return (
    <div className="flex justify-center p-6">
      <Spinner label={t('accountSettings.card.loadingForm')} />
    </div>
  );
}

/**
 * The add-card dialog (spec 001 "Account settings"). It asks the API how to make the card first
 * (`POST /api/cards/setup`): the sandbox's form, or Stripe Elements confirming a SetupIntent.
 * Either way the payment method is then saved with `POST /api/cards`.
 */
export function AddCardForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const setup = useCardSetup();
  if (setup.isPending) return <Loading />;
  if (setup.isError) {
    return (
      <div className="flex flex-col gap-5">
        <p role="alert" className="font-semibold text-danger-700">
          {t('accountSettings.card.errorCreditCard')}
        </p>
        <div className="flex justify-end">
          <Button variant="ghost" onClick={onClose}>
            {t('accountSettings.cancel')}
          </Button>
        </div>
      </div>
    );
  }
  if (setup.data.provider === 'stripe') {
    return (
      <Suspense fallback={<Loading />}>
        <StripeCardForm
          clientSecret={setup.data.clientSecret}
          publishableKey={setup.data.publishableKey}
          onClose={onClose}
        />
      </Suspense>
    );
  }
  return <SandboxCardForm onClose={onClose} />;
}

/**
 * The sandbox's card form: holder, number, expiry and CVC, saved through the sandbox card
 * processor. A failure shows the provider's message, else errorCreditCard (spec 001 section 8).
 */
function SandboxCardForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const addCard = useAddCard();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<CardFormInput>({ resolver: zodResolver(cardFormSchema), defaultValues: EMPTY_CARD_FORM });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await addCard.mutateAsync(sandboxCardOf(values));
      toast.success(t('accountSettings.card.saved'));
      onClose();
    } catch (error) {
      applyServerErrors(error, setError, {
        // A payment method the server refuses to save is the typed card's fault: shown on its number.
        fields: { ...CARD_SERVER_FIELDS, 'data.paymentMethodId': 'number' },
        onFormError: (apiError, firstFieldError) => {
          // The provider's message (a refused card) when it gave one, else the spec's text.
          const message =
            apiError.status === 400 ? (apiError.additionalFirstError ?? firstFieldError) : undefined;
          toast.error(
            message ? translateServerMessage(message, t) : t('accountSettings.card.errorCreditCard'),
          );
        },
      });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <CardFields
        register={(field) => register(field)}
        errorOf={(field) => {
          const message = errors[field]?.message;
          return message ? translateServerMessage(message, t) : undefined;
        }}
        labels={{
          holder: t('accountSettings.card.holder'),
          number: t('accountSettings.card.number'),
          expiry: t('accountSettings.card.expiry'),
          expiryPlaceholder: t('accountSettings.card.expiryPlaceholder'),
          cvc: t('accountSettings.card.cvc'),
        }}
        disabled={addCard.isPending}
      />
      <FormActions
        onCancel={onClose}
        loading={addCard.isPending}
        submitLabel={t('accountSettings.card.save')}
      />
    </form>
  );
}
