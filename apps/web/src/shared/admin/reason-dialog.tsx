import { zodResolver } from '@hookform/resolvers/zod';
import { ADMIN_REASON_MAX, AdminDecisionInputSchema, DismissReportInputSchema } from '@marketplace/contract';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateServerMessage } from '#web/shared/lib/server-message.ts';
import { applyServerErrors } from '#web/shared/lib/server-errors.ts';
import { toast } from '#web/shared/lib/toast.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { Field } from '#web/shared/ui/field.tsx';
import { Modal } from '#web/shared/ui/modal.tsx';
import { TextArea } from '#web/shared/ui/text-area.tsx';

interface ReasonForm {
  reason: string;
}

/**
 * An administrator's decision with its reason (decision 084): required unless `optional`, at most
 * ADMIN_REASON_MAX characters, the server's field error on the field. A refusal (409: someone
 * decided first; 403, 404) closes the dialog and calls `onRefused`, so the page reloads what it shows.
 */
export function ReasonDialog({
  open,
  onClose,
  title,
  intro,
  confirm,
  optional = false,
  danger = false,
  send,
  pending,
  done,
  onRefused,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  intro: string;
  confirm: string;
  optional?: boolean;
  danger?: boolean;
  send: (reason: string) => Promise<unknown>;
  pending: boolean;
  /** The success toast. */
  done: string;
  onRefused?: () => void;
}) {
  const { t } = useTranslation();
  const { t: ta } = useTranslation('admin');
  const formId = useId();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<ReasonForm>({
    resolver: zodResolver(optional ? DismissReportInputSchema : AdminDecisionInputSchema) as never,
    defaultValues: { reason: '' },
  });
  const close = () => {
    reset();
    onClose();
  };
  const onSubmit = handleSubmit(async (values) => {
    try {
      await send(values.reason?.trim() ?? '');
      toast.success(done);
      close();
    } catch (error) {
      const apiError = applyServerErrors(error, setError, { fields: { reason: 'reason' } });
      if ([403, 404, 409].includes(apiError.status)) {
        close();
        onRefused?.();
      }
    }
  });
  const message = errors.reason?.message;
  return (
    <Modal
      open={open}
      onClose={close}
      title={title}
      footer={
        <>
          <Button variant="ghost" onClick={close}>
            {ta('console.cancel')}
          </Button>
          <Button type="submit" form={formId} variant={danger ? 'danger' : 'primary'} loading={pending}>
            {confirm}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <p className="text-sm text-ink-muted">{intro}</p>
        <Field
          label={ta('console.reason')}
          hint={ta('console.reasonHint')}
          error={message ? translateServerMessage(message, t) : undefined}
          required={!optional}
        >
          {(control) => (
            <TextArea {...control} {...register('reason')} maxLength={ADMIN_REASON_MAX} rows={4} />
          )}
        </Field>
      </form>
    </Modal>
  );
}
