import { useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '#web/shared/lib/format.ts';
import { useRegion } from '#web/shared/lib/region-context.tsx';
import { useCommissionRate } from '../api/get-commission-rate.ts';
import type { OfferFormValues } from '../lib/form-values.ts';
import { youReceive } from '../lib/you-receive.ts';

/**
 * "Commission X; you receive Y" under a product's price, as the price is typed (decision 126);
 * nothing while the price is not an amount above zero or the rate has not arrived.
 */
export function YouReceive({ control }: { control: Control<OfferFormValues> }) {
  const { t } = useTranslation();
  const region = useRegion();
  const price = useWatch({ control, name: 'price' });
  const rate = useCommissionRate();
  const figures = youReceive(price ?? '', rate.data);
  if (!figures) return null;
  return (
    <p className="text-sm text-ink-muted" data-testid="offer-you-receive">
      {t('offerForm.youReceive', {
        commission: formatAmount(figures.commission, region),
        net: formatAmount(figures.net, region),
      })}
    </p>
  );
}
