import { ADMIN_REASON_MAX, REGION_SETTINGS } from '@marketplace/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '#web/shared/admin/form-dialog.tsx';
import { isApiError } from '#web/shared/lib/api-error.ts';
import { translateServerMessage } from '#web/shared/lib/server-message.ts';
import { formatMoney } from '#web/shared/lib/format.ts';
import { useRegion } from '#web/shared/lib/region-context.tsx';
import { toast, toastError } from '#web/shared/lib/toast.ts';
import { Field } from '#web/shared/ui/field.tsx';
import { NumberInput } from '#web/shared/ui/number-input.tsx';
import { TextArea } from '#web/shared/ui/text-area.tsx';

export interface DecisionInput {
  reason: string;
  /** Minor units; only for a partial refund. */
  amount?: number;
}

/**
 * The confirmation of a decision: what it does, a required reason (sent to both parties) and, for
 * a refund, the whole total or a part of it in the edition's currency. Field errors of the server
 * land on their fields; a decision someone else took meanwhile closes the dialog.
 */
export function DecisionDialog({
  open,
  onClose,
  title,
  intro,
  confirmLabel,
  danger,
  refundTotal,
  pending,
  onConfirm,
  done,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  intro: string;
  confirmLabel: string;
  danger?: boolean;
  /** The order's total (minor units): the dialog then offers a full or a partial refund. */
  refundTotal?: number;
  pending: boolean;
  onConfirm: (input: DecisionInput) => Promise<unknown>;
  /** The success toast. */
  done: string;
}) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const region = useRegion();
  const [reason, setReason] = useState('');
  const [partial, setPartial] = useState(false);
  const [amount, setAmount] = useState<number | undefined>(undefined);
  const [errors, setErrors] = useState<{ reason?: string; amount?: string }>({});

  const close = () => {
    setReason('');
    setPartial(false);
    setAmount(undefined);
    setErrors({});
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (reason.trim() === '') found.reason = t('disputes.reasonRequired');
    const minor = amount === undefined ? undefined : Math.round(amount * 100);
    if (refundTotal !== undefined && partial) {
      if (minor === undefined || minor <= 0) found.amount = t('disputes.amountRequired');
      else if (minor > refundTotal)
        found.amount = t('disputes.amountTooHigh', { total: formatMoney(refundTotal, region) });
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await onConfirm({
        reason: reason.trim(),
        ...(partial && minor !== undefined ? { amount: minor } : {}),
      });
      toast.success(done);
      close();
    } catch (error) {
      if (isApiError(error) && Object.keys(error.fieldErrors).length > 0) {
        setErrors({
          reason: error.fieldErrors.reason && translateServerMessage(error.fieldErrors.reason, tc),
          amount: error.fieldErrors.amount && translateServerMessage(error.fieldErrors.amount, tc),
        });
        return;
      }
      toastError(error);
      if (isApiError(error) && (error.status === 409 || error.status === 404)) close();
    }
  };

  return (
    <FormDialog
      open={open}
      onClose={close}
      title={title}
      intro={intro}
      confirm={confirmLabel}
      danger={danger}
      pending={pending}
      onSubmit={(event) => void submit(event)}
    >
      {refundTotal !== undefined && (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-semibold">{t('disputes.refundHow')}</legend>
          <label className="flex min-h-11 items-center gap-3 text-sm">
            <input
              type="radio"
              name="refund-kind"
              checked={!partial}
              onChange={() => setPartial(false)}
              className="size-5"
            />
            {t('disputes.refundFull', { total: formatMoney(refundTotal, region) })}
          </label>
          <label className="flex min-h-11 items-center gap-3 text-sm">
            <input
              type="radio"
              name="refund-kind"
              checked={partial}
              onChange={() => setPartial(true)}
              className="size-5"
            />
            {t('disputes.refundPartial')}
          </label>
          {partial && (
            <Field
              label={t('disputes.amount', { currency: REGION_SETTINGS[region].currency })}
              hint={t('disputes.amountHint', { total: formatMoney(refundTotal, region) })}
              error={errors.amount}
              required
            >
              {(control) => (
                <NumberInput
                  {...control}
                  value={amount}
                  onValueChange={(value) => {
                    setAmount(value);
                    if (errors.amount) setErrors({ ...errors, amount: undefined });
                  }}
                />
              )}
            </Field>
          )}
        </fieldset>
      )}
      <Field label={t('disputes.reason')} hint={t('disputes.reasonHint')} error={errors.reason} required>
        {(control) => (
          <TextArea
            {...control}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              if (errors.reason) setErrors({ ...errors, reason: undefined });
            }}
            maxLength={ADMIN_REASON_MAX}
            rows={4}
          />
        )}
      </Field>
    </FormDialog>
  );
}
