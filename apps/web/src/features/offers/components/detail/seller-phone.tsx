import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPhone } from '#web/shared/lib/format.ts';
import { useRegion } from '#web/shared/lib/region-context.tsx';
import { EyeIcon } from '#web/shared/ui/more-icons.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import { useSellerPhone } from '../../api/get-seller-phone.ts';

/**
 * The seller's phone, masked until the visitor asks to see it (spec 000 "Offer detail"). The offer
 * carries the number masked; the full one is fetched on "Show number" (rate limited, decision 035)
 * and then stays shown as a tel: link, which takes the focus from the vanished button. The owner
 * gets their own number in full with the offer (`revealed`).
 */
export function SellerPhone({
  offerId,
  phone,
  revealed = false,
}: {
  offerId: number;
  /** As the offer carries it: masked, or in full for the owner. */
  phone: string;
  revealed?: boolean;
}) {
  const { t } = useTranslation();
  const region = useRegion();
  const [asked, setAsked] = useState(false);
  const full = useSellerPhone(offerId, asked && !revealed);
  const focusOnMount = useCallback((link: HTMLAnchorElement | null) => link?.focus(), []);

  const number = revealed ? phone : (full.data?.phone ?? null);
  const failed = full.isError || (full.isSuccess && full.data.phone === null);
  const error = !failed
    ? null
    : full.error?.status === 429
      ? t('offerDetail.seller.phoneLimited')
      : t('offerDetail.seller.phoneFailed');
  const show = () => (asked ? void full.refetch() : setAsked(true));

  return (
    <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 rounded-2xl border border-line p-3">
      <div>
        <p className="text-xs font-medium text-ink-muted">{t('offerDetail.seller.phone')}</p>
        {number !== null ? (
          <a
            href={`tel:${number}`}
            ref={revealed ? undefined : focusOnMount}
            className="font-semibold tracking-wide whitespace-nowrap text-brand-800 tabular-nums hover:underline"
          >
            {formatPhone(number, region)}
          </a>
        ) : (
          <p className="font-semibold tracking-wide whitespace-nowrap tabular-nums">
            <span aria-hidden="true">{formatPhone(phone, region)}</span>
            <span className="sr-only">{t('offerDetail.seller.phoneHidden')}</span>
          </p>
        )}
        {error && (
          <p role="alert" className="mt-1 text-sm font-medium text-danger-700">
            {error}
          </p>
        )}
      </div>
      {number === null && (
        <button
          type="button"
          onClick={show}
          disabled={full.isFetching}
          className="inline-flex h-9 shrink-0 items-center gap-1.5 rounded-full bg-brand-100 px-3.5 text-sm font-semibold text-brand-900 hover:bg-brand-200 disabled:cursor-wait disabled:opacity-70"
        >
          {full.isFetching ? <Spinner className="size-4" decorative /> : <EyeIcon className="size-4" />}
          {t('offerDetail.seller.showPhone')}
        </button>
      )}
    </div>
  );
}
