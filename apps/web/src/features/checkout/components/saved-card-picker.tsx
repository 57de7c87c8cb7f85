import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSavedCards } from '#web/shared/api/get-saved-cards.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { Field } from '#web/shared/ui/field.tsx';
import { Select } from '#web/shared/ui/select.tsx';

/**
 * Paying with a saved card (spec 001 "Card payment screen"): a dropdown of the account's cards and
 * Use, which needs a chosen card (spec 001 section 5).
 */
export function SavedCardPicker({
  busy,
  onUse,
}: {
  busy: boolean;
  onUse: (paymentMethodId: string) => void;
}) {
  const { t } = useTranslation();
  const cards = useSavedCards();
  const [chosen, setChosen] = useState('');
  const [error, setError] = useState<string | undefined>();
  const headingId = useId();
  const items = cards.data?.items ?? [];
  if (cards.isPending || items.length === 0) return null;

  const use = () => {
    if (!chosen) {
      setError(t('checkout.card.chooseSavedError'));
      return;
    }
    onUse(chosen);
  };

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-card border border-line bg-surface p-5 shadow-card sm:p-6"
    >
      <h2 id={headingId} className="text-lg font-bold">
        {t('checkout.card.savedTitle')}
      </h2>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <Field label={t('checkout.card.savedLabel')} error={error} className="flex-1">
          {(control) => (
            <Select
              {...control}
              value={chosen}
              disabled={busy}
              placeholder={t('checkout.card.chooseSaved')}
              onChange={(event) => {
                setChosen(event.target.value);
                setError(undefined);
              }}
              options={items.map((card) => ({
                value: card.extraCardData.paymentMethodId,
                label: `${card.extraCardData.brand.toUpperCase()} ${card.creditCardNumber}`,
              }))}
            />
          )}
        </Field>
        <Button variant="secondary" className="sm:mt-7" loading={busy} onClick={use}>
          {t('checkout.card.use')}
        </Button>
      </div>
    </section>
  );
}
