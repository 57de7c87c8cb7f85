import { zodResolver } from '@hookform/resolvers/zod';
import {
  DISPUTE_DESCRIPTION_MAX,
  ReviewDisputeInputSchema,
  type ReviewDisputeInput,
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
import { useDisputeReview } from '../api/dispute-review.ts';

/**
 * The review dispute modal (spec 001 "Reviews page", sections 5 and 8): a description, required,
 * at most 300 characters, with a counter. Success toasts disputeSubmitted; the server's field error
 * lands on the field and its message is toasted; a refusal (403, 409) closes it and the list reloads.
 */
export function ReviewDisputeModal({
  reviewId,
  open,
  onClose,
}: {
  reviewId: number;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const formId = useId();
  const dispute = useDisputeReview();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<ReviewDisputeInput, unknown, z.output<typeof ReviewDisputeInputSchema>>({
    resolver: zodResolver(ReviewDisputeInputSchema),
    defaultValues: { description: '' },
  });

  const close = () => {
    reset();
    onClose();
  };
  const onSubmit = handleSubmit(async (values) => {
    try {
      await dispute.mutateAsync({ reviewId, ...values });
      toast.success(t('reviews.disputeSubmitted'));
      close();
    } catch (error) {
      const apiError = applyServerErrors(error, setError, { fields: { description: 'description' } });
      if (apiError.status === 403 || apiError.status === 409) close();
    }
  });
  const message = errors.description?.message;

  return (
    <Modal
      open={open}
      onClose={close}
      title={t('reviews.dispute.title')}
      footer={
        <>
          <Button variant="ghost" onClick={close}>
            {t('reviews.dispute.cancel')}
          </Button>
          <Button type="submit" form={formId} variant="danger" loading={dispute.isPending}>
            {t('reviews.dispute.submit')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <p className="text-sm text-ink-muted">{t('reviews.dispute.intro')}</p>
        <Field
          label={t('reviews.dispute.description')}
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
