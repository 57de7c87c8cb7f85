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
import { translateServerMessage } from '#web/shared/lib/server-message.ts';
import { applyServerErrors } from '#web/shared/lib/server-errors.ts';
import { toast } from '#web/shared/lib/toast.ts';
import { Button } from './button.tsx';
import { Field } from './field.tsx';
import { Modal } from './modal.tsx';
import { TextArea } from './text-area.tsx';

/** The words of one kind of dispute (an order's, a review's), in the user's language. */
export interface DisputeTexts {
  title: string;
  intro: string;
  description: string;
  cancel: string;
  submit: string;
  /** The success toast (spec 001 section 8: disputeSubmitted). */
  submitted: string;
}

/**
 * A dispute (spec 001 sections 5 and 8, for orders and reviews alike): a description, required, at
 * most 300 characters, with a counter. Success toasts `submitted`; the server's field error lands on
 * the field and its message is toasted; a refusal whose status is in `closeOn` closes the modal and
 * calls `onRefused` (the screen reloads what it shows).
 */
export function DisputeModal({
  open,
  onClose,
  texts,
  send,
  pending,
  closeOn,
  onRefused,
}: {
  open: boolean;
  onClose: () => void;
  texts: DisputeTexts;
  send: (input: z.output<typeof DisputeInputSchema>) => Promise<unknown>;
  pending: boolean;
  closeOn: readonly number[];
  onRefused?: () => void;
}) {
  const { t } = useTranslation();
  const formId = useId();
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
      await send(values);
      toast.success(texts.submitted);
      close();
    } catch (error) {
      const apiError = applyServerErrors(error, setError, { fields: { description: 'description' } });
      if (closeOn.includes(apiError.status)) {
        close();
        onRefused?.();
      }
    }
  });
  const message = errors.description?.message;

  return (
    <Modal
      open={open}
      onClose={close}
      title={texts.title}
      footer={
        <>
          <Button variant="ghost" onClick={close}>
            {texts.cancel}
          </Button>
          <Button type="submit" form={formId} variant="danger" loading={pending}>
            {texts.submit}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <p className="text-sm text-ink-muted">{texts.intro}</p>
        <Field
          label={texts.description}
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
