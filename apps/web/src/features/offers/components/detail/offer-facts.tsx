import type { OfferDetailDto } from '@marketplace/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber } from '#web/shared/lib/format.ts';
import { useRegion } from '#web/shared/lib/region-context.tsx';

/** Added and valid-till dates in the edition's format, views and the offer id, with a trailing action. */
export function OfferFacts({ offer, action }: { offer: OfferDetailDto; action?: ReactNode }) {
  const { t } = useTranslation();
  const region = useRegion();
  const facts: [string, string][] = [
    [t('offerDetail.facts.added'), formatDate(offer.createdAt, region)],
    ...(offer.expiredAt && offer.status !== 'closed'
      ? [[t('offerDetail.facts.validTill'), formatDate(offer.expiredAt, region)] as [string, string]]
      : []),
    [t('offerDetail.facts.views'), formatNumber(offer.visits, region)],
    [t('offerDetail.facts.id'), String(offer.id)],
  ];
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-3">
      <dl className="flex flex-wrap gap-x-5 gap-y-1 text-sm">
        {facts.map(([label, value]) => (
          <div key={label} className="flex gap-1.5">
            <dt className="text-ink-muted">{label}:</dt>
            <dd className="font-medium tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {action}
    </div>
  );
}
