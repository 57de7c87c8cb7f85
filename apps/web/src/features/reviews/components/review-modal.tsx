import { zodResolver } from '@hookform/resolvers/zod';
import { REVIEW_COMMENT_MAX, ReviewInputSchema, type ReviewInput, type z } from '@marketplace/contract';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateServerMessage } from '#web/shared/lib/server-message.ts';
import { applyServerErrors } from '#web/shared/lib/server-errors.ts';
import { toast } from '#web/shared/lib/toast.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { Field } from '#web/shared/ui/field.tsx';
import { Modal } from '#web/shared/ui/modal.tsx';
import { TextArea } from '#web/shared/ui/text-area.tsx';
import { usePostReview, type ReviewTarget } from '../api/post-review.ts';
import { RateInput } from './rate-input.tsx';

/**
 * The review modal (spec 001 sections 5 and 8): a rate of 1 to 5 stars ('Please pick the rate.'
 * without one) and an optional comment of at most 300 characters with a counter. Success toasts
 * reviewSubmitted and reloads the reviews lists; the server's field errors land on their fields and
 * its message is toasted; a refusal (403: not allowed, 409: already reviewed) also closes it.
 */
export function ReviewModal({
  target,
  subject,
  open,
  onClose,
  onSubmitted,
}: {
  target: ReviewTarget;
  /** What is reviewed (a product's title, a seller's name), said under the title. */
  subject?: string | undefined;
  open: boolean;
  onClose: () => void;
  onSubmitted?: () => void;
}) {
  const { t } = useTranslation();
  const formId = useId();
  const post = usePostReview(target);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors },
  } = useForm<ReviewInput, unknown, z.output<typeof ReviewInputSchema>>({
    resolver: zodResolver(ReviewInputSchema),
    defaultValues: { comment: '' },
  });

  const close = () => {
    reset();
    onClose();
  };
  const onSubmit = handleSubmit(async ({ rate, comment }) => {
    try {
      await post.mutateAsync({ rate, comment: comment ?? '' });
      toast.success(t('reviews.reviewSubmitted'));
      close();
      onSubmitted?.();
    } catch (error) {
      const apiError = applyServerErrors(error, setError, { fields: { rate: 'rate', comment: 'comment' } });
      if (apiError.status === 403 || apiError.status === 409) close();
    }
  });
  const picked = Number(useWatch({ control, name: 'rate' }));
  const rateError = errors.rate?.message;
  const commentError = errors.comment?.message;

  return (
    <Modal
      open={open}
      onClose={close}
      title={t('reviews.form.title')}
      footer={
        <>
          <Button variant="ghost" onClick={close}>
            {t('reviews.form.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={post.isPending}>
            {t('reviews.form.submit')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        {subject && <p className="text-sm break-words text-ink-muted">{subject}</p>}
        <RateInput
          label={t('reviews.form.rate')}
          value={Number.isInteger(picked) && picked > 0 ? picked : undefined}
          error={rateError ? translateServerMessage(rateError, t) : undefined}
          radio={register('rate')}
        />
        <Field
          label={t('reviews.form.comment')}
          error={commentError ? translateServerMessage(commentError, t) : undefined}
        >
          {(control) => (
            <TextArea {...control} {...register('comment')} maxLength={REVIEW_COMMENT_MAX} rows={4} />
          )}
        </Field>
      </form>
    </Modal>
  );
}
