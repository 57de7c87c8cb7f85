import type { OfferDetailDto } from '@marketplace/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRegion } from '#web/shared/lib/region-context.tsx';
import { useCustomFields } from '#web/shared/api/get-custom-fields.ts';
import { attributeRows } from '../../lib/offer-attributes.ts';

/** The custom attributes with their field titles (spec 000 section 3, "Custom category field"). */
function Attributes({ offer }: { offer: OfferDetailDto }) {
  const { t } = useTranslation();
  const region = useRegion();
  const fields = useCustomFields(offer.categoryId);
  if (fields.isPending) return null;
  const rows = attributeRows(offer.attributes, fields.data ?? [], region);
  if (rows.length === 0) return null;
  return (
    <div>
      <h3 className="sr-only">{t('offerDetail.attributes')}</h3>
      <dl className="grid gap-2 sm:grid-cols-2">
        {rows.map((row) => (
          <div key={row.name} className="flex flex-col rounded-xl bg-canvas px-3.5 py-2.5">
            <dt className="text-xs text-ink-muted">{row.title}</dt>
            <dd className="font-semibold break-words">{row.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** Attributes, then the description as plain text with its line breaks kept. */
export function OfferDescription({ offer, footer }: { offer: OfferDetailDto; footer?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="offer-description"
      className="flex flex-col gap-5 rounded-card border border-line bg-surface p-5 shadow-card sm:p-6"
    >
      <h2 id="offer-description" className="text-lg font-bold">
        {t('offerDetail.description')}
      </h2>
      <Attributes offer={offer} />
      <p className="leading-relaxed break-words whitespace-pre-line text-ink">{offer.description}</p>
      {footer && <div className="border-t border-line pt-4">{footer}</div>}
    </section>
  );
}
