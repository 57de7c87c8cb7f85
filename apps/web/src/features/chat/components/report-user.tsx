import { zodResolver } from '@hookform/resolvers/zod';
import { ACCOUNT_REPORT_COMMENT_MAX, ACCOUNT_REPORT_REASONS, MESSAGES, z } from '@marketplace/contract';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { normalizeApiError } from '#web/shared/lib/api-error.ts';
import { applyServerErrors } from '#web/shared/lib/server-errors.ts';
import { translateServerMessage } from '#web/shared/lib/server-message.ts';
import { toast, toastError } from '#web/shared/lib/toast.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { Field } from '#web/shared/ui/field.tsx';
import { Modal } from '#web/shared/ui/modal.tsx';
import { Select } from '#web/shared/ui/select.tsx';
import { TextArea } from '#web/shared/ui/text-area.tsx';
import { useReportUser } from '../api/report-user.ts';

/** The dialog's form: a reason from the short list and an optional comment (the contract's bound). */
const ReportUserFormSchema = z.object({
  reason: z.enum(ACCOUNT_REPORT_REASONS, MESSAGES.required),
  comment: z.string().trim().max(ACCOUNT_REPORT_COMMENT_MAX, MESSAGES.tooLong),
});
type ReportUserFormValues = z.input<typeof ReportUserFormSchema>;

function FlagIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M5 21V4m0 0h11l-1.5 4L16 12H5" />
    </svg>
  );
}

/**
 * "Report this user" in a conversation's header (decision 133): a flag button (its label shown
 * from the small-screen breakpoint up, read out always) opening a dialog with a reason and an
 * optional comment. A second report of the same conversation is told and closes the dialog.
 */
export function ReportUser({ conversationId, name }: { conversationId: number; name: string }) {
  const { t } = useTranslation();
  const formId = useId();
  const [open, setOpen] = useState(false);
  const report = useReportUser();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<ReportUserFormValues, unknown, z.output<typeof ReportUserFormSchema>>({
    resolver: zodResolver(ReportUserFormSchema),
    defaultValues: { reason: '' as ReportUserFormValues['reason'], comment: '' },
  });
  const close = () => {
    setOpen(false);
    reset();
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      await report.mutateAsync({ conversationId, ...values });
      toast.success(t('chat.report.success'));
      close();
    } catch (error) {
      const apiError = normalizeApiError(error);
      if (Object.keys(apiError.fieldErrors).length > 0) {
        applyServerErrors(apiError, setError, { fields: { reason: 'reason', comment: 'comment' } });
        return;
      }
      toastError(error);
      if (apiError.status === 409) close();
    }
  });
  const message = (field: keyof ReportUserFormValues) => {
    const text = errors[field]?.message;
    return text ? translateServerMessage(text, t) : undefined;
  };

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="inline-flex size-10 shrink-0 items-center justify-center gap-1.5 rounded-full text-sm font-semibold text-ink-muted hover:bg-ink/5 hover:text-danger-700 sm:w-auto sm:px-3"
      >
        <FlagIcon />
        <span className="sr-only sm:not-sr-only">{t('chat.report.open')}</span>
      </button>
      <Modal
        open={open}
        onClose={close}
        title={t('chat.report.title', { name })}
        footer={
          <>
            <Button variant="ghost" onClick={close}>
              {t('chat.report.cancel')}
            </Button>
            <Button type="submit" form={formId} variant="danger" loading={report.isPending}>
              {t('chat.report.submit')}
            </Button>
          </>
        }
      >
        <form id={formId} onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
          <p className="text-sm text-ink-muted">{t('chat.report.intro')}</p>
          <Field label={t('chat.report.reason')} error={message('reason')} required>
            {(control) => (
              <Select
                {...control}
                {...register('reason')}
                placeholder={t('chat.report.choose')}
                options={ACCOUNT_REPORT_REASONS.map((reason) => ({
                  value: reason,
                  label: t(`chat.report.reasons.${reason}`),
                }))}
              />
            )}
          </Field>
          <Field
            label={t('chat.report.comment')}
            hint={t('chat.report.commentHint')}
            error={message('comment')}
          >
            {(control) => (
              <TextArea
                {...control}
                {...register('comment')}
                maxLength={ACCOUNT_REPORT_COMMENT_MAX}
                rows={4}
              />
            )}
          </Field>
        </form>
      </Modal>
    </>
  );
}
