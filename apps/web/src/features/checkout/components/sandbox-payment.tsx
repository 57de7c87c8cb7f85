import { zodResolver } from '@hookform/resolvers/zod';
import type { GatewayData } from '@marketplace/contract';
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
import { toastError } from '#web/shared/lib/toast.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { CardFields } from '#web/shared/ui/card-fields.tsx';
import { useConfirmSandboxPayment } from '../api/confirm-payment.ts';
import { outcomeOf, type PaymentOutcome } from '../lib/payment-outcome.ts';
import { PaymentDeclined, type DeclinedPayment } from './payment-declined.tsx';
import { SavedCardPicker } from './saved-card-picker.tsx';

/**
 * The card form of the sandbox processor, and the saved cards below it. Each confirmation uses the
 * same client secret: a declined card may be followed by another.
 */
export function SandboxPayment({
  gatewayData,
  payLabel,
  declined,
  onOutcome,
}: {
  gatewayData: GatewayData;
  payLabel: string;
  /** The last try's decline, shown above the Pay button. */
  declined: DeclinedPayment | null;
  onOutcome: (outcome: PaymentOutcome) => void;
}) {
  const { t } = useTranslation();
  const confirm = useConfirmSandboxPayment();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<CardFormInput>({ resolver: zodResolver(cardFormSchema), defaultValues: EMPTY_CARD_FORM });

  const onSubmit = handleSubmit(async (values) => {
    try {
      onOutcome(
        outcomeOf(
          await confirm.mutateAsync({ clientSecret: gatewayData.clientSecret, card: sandboxCardOf(values) }),
        ),
      );
    } catch (error) {
      applyServerErrors(error, setError, { fields: CARD_SERVER_FIELDS });
    }
  });

  const payWithSaved = (paymentMethodId: string) =>
    confirm.mutate(
      { clientSecret: gatewayData.clientSecret, paymentMethodId },
      { onSuccess: (result) => onOutcome(outcomeOf(result)), onError: toastError },
    );

  return (
    <>
      <form
        onSubmit={onSubmit}
        noValidate
        aria-labelledby="card-form-title"
        className="flex flex-col gap-5 rounded-card border border-line bg-surface p-5 shadow-card sm:p-6"
      >
        <h2 id="card-form-title" className="text-lg font-bold">
          {t('checkout.card.formTitle')}
        </h2>
        <CardFields
          register={(field) => register(field)}
          errorOf={(field) => {
            const message = errors[field]?.message;
            return message ? translateServerMessage(message, t) : undefined;
          }}
          labels={{
            holder: t('checkout.card.holder'),
            number: t('checkout.card.number'),
            expiry: t('checkout.card.expiry'),
            expiryPlaceholder: t('checkout.card.expiryPlaceholder'),
            cvc: t('checkout.card.cvc'),
          }}
          disabled={confirm.isPending}
        />
        <p className="rounded-xl bg-canvas p-3 text-xs text-ink-muted">{t('checkout.card.sandboxNote')}</p>
        {declined && <PaymentDeclined key={declined.attempt} declined={declined} />}
        <Button type="submit" size="lg" block loading={confirm.isPending}>
          {payLabel}
        </Button>
      </form>
      <SavedCardPicker busy={confirm.isPending} onUse={payWithSaved} />
    </>
  );
}
