import { useEffect } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES, OFFER_REPORT_DESCRIPTION_MAX, OFFER_REPORT_REASONS, z } from '@marketplace/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { normalizeApiError } from '#web/shared/lib/api-error.ts';
import { translateServerMessage } from '#web/shared/lib/server-message.ts';
import { currentReturnPath, loginPathFor } from '#web/shared/lib/login-path.ts';
import { applyServerErrors } from '#web/shared/lib/server-errors.ts';
import { toast } from '#web/shared/lib/toast.ts';
import { Field } from '#web/shared/ui/field.tsx';
import { Select } from '#web/shared/ui/select.tsx';
import { TextArea } from '#web/shared/ui/text-area.tsx';
import type { useReportOffer } from '../../api/report-offer.ts';

/** The takedown form: a reason from the fixed list and an optional description of at most 1000. */
export const ReportFormSchema = z.object({
  reason: z.enum(OFFER_REPORT_REASONS, MESSAGES.required),
  description: z.string().trim().max(OFFER_REPORT_DESCRIPTION_MAX, MESSAGES.tooLong),
});
type ReportFormValues = z.input<typeof ReportFormSchema>;

export function ReportForm({
  offerId,
  formId,
  report,
  onDone,
  onShown,
}: {
  offerId: number;
  formId: string;
  report: ReturnType<typeof useReportOffer>;
  onDone: () => void;
  /** Called once the form is on the page (its code loads with the dialog). */
  onShown: () => void;
}) {
  const { t } = useTranslation();
  useEffect(onShown, [onShown]);
  const navigate = useNavigate();
  const location = useLocation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ReportFormValues, unknown, z.output<typeof ReportFormSchema>>({
    resolver: zodResolver(ReportFormSchema),
    defaultValues: { reason: '' as ReportFormValues['reason'], description: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await report.mutateAsync({ offerId, ...values });
      toast.success(t('offerDetail.report.success'));
      onDone();
    } catch (error) {
      const apiError = normalizeApiError(error);
      if (apiError.status === 401) {
        const returnTo = currentReturnPath(location);
        void navigate(loginPathFor(returnTo), { state: { from: returnTo } });
        return;
      }
      applyServerErrors(apiError, setError, { fields: { reason: 'reason', description: 'description' } });
      if (apiError.status === 409) onDone();
    }
  });

  const message = (name: keyof ReportFormValues) => {
    const text = errors[name]?.message;
    return text ? translateServerMessage(text, t) : undefined;
  };

  return (
    <form id={formId} onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <p className="text-sm text-ink-muted">{t('offerDetail.report.intro')}</p>
      <Field label={t('offerDetail.report.reason')} error={message('reason')} required>
        {(control) => (
          <Select
            {...control}
            {...register('reason')}
            placeholder={t('offerDetail.report.choose')}
            options={OFFER_REPORT_REASONS.map((reason) => ({
              value: reason,
              label: t(`offerDetail.report.reasons.${reason}`),
            }))}
          />
        )}
      </Field>
      <Field
        label={t('offerDetail.report.description')}
        hint={t('offerDetail.report.descriptionHint')}
        error={message('description')}
      >
        {(control) => (
          <TextArea
            {...control}
            {...register('description')}
            maxLength={OFFER_REPORT_DESCRIPTION_MAX}
            rows={5}
          />
        )}
      </Field>
    </form>
  );
}
