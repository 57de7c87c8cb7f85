import { PAGE_PATHS, type OfferStatus } from '@marketplace/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatAmount } from '#web/shared/lib/format.ts';
import { useRegion } from '#web/shared/lib/region-context.tsx';
import { Button } from '#web/shared/ui/button.tsx';
import { Modal } from '#web/shared/ui/modal.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import { useFeaturePrices } from '../api/get-feature-prices.ts';
import { EXTRA_PRICE_KEYS, type ExtraFeatureType, type ExtrasMethodState } from '../lib/checkout-state.ts';
import { EXTRA_KEYS } from '../lib/extra-texts.ts';

const BUTTON_KEYS = {
  highlight: 'checkout.extras.buttons.highlight',
  extraPhotos: 'checkout.extras.buttons.extraPhotos',
  'extend-time': 'checkout.extras.buttons.extendTime',
} as const;

/** The extras an owner may buy for an offer: promotion unless promoted, extension unless closed. */
export function availableExtras(
  offer: { status: OfferStatus; features: { highlight: boolean; extraPhotos: boolean } },
  wanted: readonly ExtraFeatureType[],
): ExtraFeatureType[] {
  return wanted.filter((extra) => {
    if (extra === 'highlight') return offer.status === 'published' && !offer.features.highlight;
    if (extra === 'extraPhotos') return offer.status !== 'closed' && !offer.features.extraPhotos;
    return offer.status !== 'closed';
  });
}

/**
 * The paid extras' buttons for the offer's owner (the offer page and my offers' active rows). A
 * chosen extra is confirmed with its price in a dialog, then paid on /payment/method/extras.
 */
export function OfferExtras({
  offer,
  extras,
  size = 'sm',
}: {
  offer: {
    id: number;
    title: string;
    status: OfferStatus;
    features: { highlight: boolean; extraPhotos: boolean };
  };
  /** Which extras to offer, in this order (those that do not apply are left out). */
  extras: readonly ExtraFeatureType[];
  size?: 'sm' | 'md';
}) {
  const { t } = useTranslation();
  const region = useRegion();
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<ExtraFeatureType | null>(null);
  const prices = useFeaturePrices(chosen !== null);
  const shown = availableExtras(offer, extras);
  if (shown.length === 0) return null;

  const price = chosen && prices.data ? prices.data[EXTRA_PRICE_KEYS[chosen]] : undefined;
  const confirm = () => {
    if (!chosen || price === undefined) return;
    const state: ExtrasMethodState = {
      extraFeature: { featureType: chosen, id: offer.id, price, title: offer.title },
    };
    void navigate(PAGE_PATHS.paymentMethodExtras, { state });
  };

  return (
    <>
      {shown.map((extra) => (
        <Button key={extra} variant="outline" size={size} onClick={() => setChosen(extra)}>
          {t(BUTTON_KEYS[extra])}
        </Button>
      ))}
      <Modal
        open={chosen !== null}
        onClose={() => setChosen(null)}
        title={chosen ? t(EXTRA_KEYS[chosen].name) : ''}
        footer={
          <>
            <Button variant="ghost" onClick={() => setChosen(null)}>
              {t('checkout.cancel')}
            </Button>
            <Button onClick={confirm} disabled={price === undefined}>
              {t('checkout.extras.continue')}
            </Button>
          </>
        }
      >
        {chosen && (
          <div className="flex flex-col gap-3">
            <p className="text-ink-muted">{t(EXTRA_KEYS[chosen].text)}</p>
            {prices.isError ? (
              <p role="alert" className="text-sm text-danger-700">
                {t('checkout.extras.pricesError')}
              </p>
            ) : price === undefined ? (
              <Spinner />
            ) : (
              <p className="font-semibold" data-testid="extra-price">
                {t('checkout.extras.price', { price: formatAmount(price, region) })}
              </p>
            )}
          </div>
        )}
      </Modal>
    </>
  );
}
