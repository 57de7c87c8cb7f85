import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  CARD_SERVER_FIELDS,
  cardFormSchema,
  EMPTY_CARD_FORM,
  sandboxCardOf,
  type CardFormInput,
} from '#web/shared/lib/card-input.ts';
import { translateServerMessage } from '#web/shared/lib/i18n.ts';
import { applyServerErrors } from '#web/shared/lib/server-errors.ts';
import { toast } from '#web/shared/lib/toast.ts';
import { CardFields } from '#web/shared/ui/card-fields.tsx';
import { useAddCard } from '../api/add-card.ts';
import { FormActions } from './form-actions.tsx';

/**
 * The add-card dialog's form (spec 001 "Account settings"): holder, number, expiry and CVC, saved
 * through the sandbox card processor. A failure shows the provider's message, else errorCreditCard
 * (spec 001 section 8). With Stripe the sandbox's call is not there: the same message shows.
 */
export function AddCardForm({ onClose }: { onClose: () => void }) {
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
        fields: CARD_SERVER_FIELDS,
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
