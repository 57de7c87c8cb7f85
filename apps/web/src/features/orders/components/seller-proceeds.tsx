import type { OrderDto } from '@marketplace/contract';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '#web/shared/lib/format.ts';
import { useRegion } from '#web/shared/lib/region-context.tsx';
import { sellerProceeds } from '../lib/order-rules.ts';

/** "Commission X; you receive Y": the seller's part of an order (never shown to the buyer). */
export function SellerProceeds({ order, className }: { order: OrderDto; className?: string }) {
  const { t } = useTranslation();
  const region = useRegion();
  return (
    <p className={className} data-testid="order-proceeds">
      {t('orders.commission', {
        commission: formatAmount(order.commission, region),
        net: formatAmount(sellerProceeds(order), region),
      })}
    </p>
  );
}
