import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '#web/shared/lib/api-error.ts';
import { formatAmount } from '#web/shared/lib/format.ts';
import { useRegion } from '#web/shared/lib/region-context.tsx';
import { translateServerMessage } from '#web/shared/lib/server-message.ts';
import { toastError } from '#web/shared/lib/toast.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { Field } from '#web/shared/ui/field.tsx';
import { Input } from '#web/shared/ui/input.tsx';
import { Modal } from '#web/shared/ui/modal.tsx';
import { currencySign, parseProposalAmount } from '../lib/amount.ts';

/**
 * A price typed in the edition's currency (major units, its decimal separator), checked as the
 * server checks it (below the asking price, at least `minimum`), the server's field error shown
 * under the field. Used for making an offer and for the seller's counter.
 */
export function AmountDialog({
  open,
  onClose,
  title,
  askingPrice,
  minimum,
  hint,
  submitLabel,
  pending,
  onSubmit,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  askingPrice: number;
  /** The lowest amount taken (the floor for a buyer, above the buyer's price for a counter). */
  minimum: number;
  hint: string;
  submitLabel: string;
  pending: boolean;
  onSubmit: (amount: number) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const region = useRegion();
  const formId = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();

  const close = () => {
    setText('');
    setError(undefined);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseProposalAmount(text);
    if ('message' in parsed) return setError(translateServerMessage(parsed.message, t));
    if (parsed.value === null) return setError(t('priceProposals.amountRequired'));
    if (parsed.value >= askingPrice)
      return setError(t('priceProposals.belowAsking', { price: formatAmount(askingPrice, region) }));
    if (parsed.value < minimum)
      return setError(t('priceProposals.atLeast', { price: formatAmount(minimum, region) }));
    setError(undefined);
    try {
      await onSubmit(parsed.value);
      close();
    } catch (failure) {
      if (isApiError(failure) && failure.fieldErrors.amount) {
        setError(translateServerMessage(failure.fieldErrors.amount, t));
        return;
      }
      toastError(failure);
      // Nothing to correct in the amount: too many offers (open, or for the day), or the product is gone.
      if (isApiError(failure) && [404, 409, 429].includes(failure.status)) close();
    }
  };

  return (
    <Modal
      open={open}
      onClose={close}
      title={title}
      footer={
        <div className="flex flex-col-reverse gap-2 *:w-full sm:flex-row sm:justify-end sm:*:w-auto">
          <Button variant="ghost" onClick={close}>
            {t('priceProposals.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={pending}>
            {submitLabel}
          </Button>
        </div>
      }
    >
      <form id={formId} noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-3">
        <p className="text-sm text-ink-muted">
          {t('priceProposals.askingPrice', { price: formatAmount(askingPrice, region) })}
        </p>
        <Field label={t('priceProposals.amountLabel')} hint={hint} error={error} required>
          {(control) => (
            <div className="relative">
              <Input
                {...control}
                name="amount"
                inputMode="decimal"
                autoComplete="off"
                value={text}
                onChange={(event) => {
                  setText(event.target.value);
                  setError(undefined);
                }}
                className="pr-12 text-lg tabular-nums"
              />
              <span
                className="pointer-events-none absolute top-1/2 right-3.5 -translate-y-1/2 text-sm font-semibold text-ink-muted"
                aria-hidden="true"
              >
                {currencySign(region)}
              </span>
            </div>
          )}
        </Field>
      </form>
    </Modal>
  );
}
