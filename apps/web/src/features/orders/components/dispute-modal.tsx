import { zodResolver } from '@hookform/resolvers/zod';
import {
  DISPUTE_DESCRIPTION_MAX,
  DisputeInputSchema,
  type DisputeInput,
  type z,
} from '@marketplace/contract';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateServerMessage } from '#web/shared/lib/i18n.ts';
import { applyServerErrors } from '#web/shared/lib/server-errors.ts';
import { toast } from '#web/shared/lib/toast.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { Field } from '#web/shared/ui/field.tsx';
import { Modal } from '#web/shared/ui/modal.tsx';
import { TextArea } from '#web/shared/ui/text-area.tsx';
import { useDisputeOrder } from '../api/dispute-order.ts';

/**
 * The dispute modal (spec 001 "Purchase detail", section 5): a description, required, at most
 * 300 characters, with a counter. Success toasts disputeSubmitted; a refusal puts the server's
 * field error on the field and shows the message (section 8); a 409 (already disputed, or no
 * longer disputable) closes the modal, and the order shown is reloaded.
 */
export function DisputeModal({
  orderId,
  open,
  onClose,
  onConflict,
}: {
  orderId: number;
  open: boolean;
  onClose: () => void;
  onConflict: () => void;
}) {
  const { t } = useTranslation();
  const formId = useId();
  const dispute = useDisputeOrder();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<DisputeInput, unknown, z.output<typeof DisputeInputSchema>>({
    resolver: zodResolver(DisputeInputSchema),
    defaultValues: { description: '' },
  });

  const close = () => {
    reset();
    onClose();
  };
  const onSubmit = handleSubmit(async (values) => {
    try {
      await dispute.mutateAsync({ id: orderId, ...values });
      toast.success(t('orders.disputeSubmitted'));
      close();
    } catch (error) {
      const apiError = applyServerErrors(error, setError, { fields: { description: 'description' } });
      if (apiError.status === 409) {
        close();
        onConflict();
      }
    }
  });
  const message = errors.description?.message;

  return (
    <Modal
      open={open}
      onClose={close}
      title={t('orders.dispute.title')}
      footer={
        <>
          <Button variant="ghost" onClick={close}>
            {t('orders.dispute.cancel')}
          </Button>
          <Button type="submit" form={formId} variant="danger" loading={dispute.isPending}>
            {t('orders.dispute.submit')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <p className="text-sm text-ink-muted">{t('orders.dispute.intro', { id: orderId })}</p>
        <Field
          label={t('orders.dispute.description')}
          error={message ? translateServerMessage(message, t) : undefined}
          required
        >
          {(control) => (
            <TextArea
              {...control}
              {...register('description')}
              maxLength={DISPUTE_DESCRIPTION_MAX}
              rows={5}
            />
          )}
        </Field>
      </form>
    </Modal>
  );
}
