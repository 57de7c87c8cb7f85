import { zodResolver } from '@hookform/resolvers/zod';
import { ADMIN_REASON_MAX, AdminDecisionInputSchema, DismissReportInputSchema } from '@marketplace/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateServerMessage } from '#web/shared/lib/server-message.ts';
import { applyServerErrors } from '#web/shared/lib/server-errors.ts';
import { toast } from '#web/shared/lib/toast.ts';
import { Field } from '#web/shared/ui/field.tsx';
import { TextArea } from '#web/shared/ui/text-area.tsx';
import { FormDialog } from './form-dialog.tsx';

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
    <FormDialog
      open={open}
      onClose={close}
      title={title}
      intro={intro}
      confirm={confirm}
      danger={danger}
      pending={pending}
      onSubmit={onSubmit}
    >
      <Field
        label={ta('console.reason')}
        hint={ta('console.reasonHint')}
        error={message ? translateServerMessage(message, t) : undefined}
        required={!optional}
      >
        {(control) => <TextArea {...control} {...register('reason')} maxLength={ADMIN_REASON_MAX} rows={4} />}
      </Field>
    </FormDialog>
  );
}
