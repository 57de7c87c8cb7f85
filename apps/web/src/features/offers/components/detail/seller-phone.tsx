import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPhone } from '../../../../shared/lib/format.ts';
import { useRegion, useRegionSettings } from '../../../../shared/lib/region-context.tsx';
import { EyeIcon } from '../../../../shared/ui/icons.tsx';
import { maskPhone } from '../../lib/phone-mask.ts';

/**
 * The seller's phone, masked until the visitor asks to see it (spec 000 "Offer detail"); once
 * shown, it stays shown as a tel: link, which takes the focus from the vanished button.
 */
export function SellerPhone({ phone, revealed = false }: { phone: string; revealed?: boolean }) {
  const { t } = useTranslation();
  const region = useRegion();
  const { phonePrefix } = useRegionSettings();
  const [shown, setShown] = useState(revealed);
  const focusOnMount = useCallback((link: HTMLAnchorElement | null) => link?.focus(), []);
  const formatted = formatPhone(phone, region);
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 rounded-2xl border border-line p-3">
      <div>
        <p className="text-xs font-medium text-ink-muted">{t('offerDetail.seller.phone')}</p>
        {shown ? (
          <a
            href={`tel:${phone}`}
            ref={revealed ? undefined : focusOnMount}
            className="font-semibold tracking-wide whitespace-nowrap text-brand-800 tabular-nums hover:underline"
          >
            {formatted}
          </a>
        ) : (
          <p className="font-semibold tracking-wide whitespace-nowrap tabular-nums">
            <span aria-hidden="true">{maskPhone(formatted, phonePrefix)}</span>
            <span className="sr-only">{t('offerDetail.seller.phoneHidden')}</span>
          </p>
        )}
      </div>
      {!shown && (
        <button
          type="button"
          onClick={() => setShown(true)}
          className="inline-flex h-9 shrink-0 items-center gap-1.5 rounded-full bg-brand-100 px-3.5 text-sm font-semibold text-brand-900 hover:bg-brand-200"
        >
          <EyeIcon className="size-4" />
          {t('offerDetail.seller.showPhone')}
        </button>
      )}
    </div>
  );
}
