import { PAGE_PATHS } from '@marketplace/contract';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { toastError } from '#web/shared/lib/toast.ts';
import { formatAmount } from '#web/shared/lib/format.ts';
import { useRegion } from '#web/shared/lib/region-context.tsx';
import { Button } from '#web/shared/ui/button.tsx';
import { useBuyFeature } from '../api/buy-features.ts';
import { useFeaturePrices } from '../api/get-feature-prices.ts';
import { EXTRA_PRICE_KEYS, type ExtraFeature, type ExtrasPaymentState } from '../lib/checkout-state.ts';
import { EXTRA_KEYS } from '../lib/extra-texts.ts';
import { CheckoutLayout, CheckoutSkeleton, SummaryBox, SummaryRow } from './checkout-layout.tsx';
import { PaymentMethods } from './payment-methods.tsx';

/** The extra being bought, as the method and card screens show it. */
export function ExtraItem({ extra }: { extra: ExtraFeature }) {
  const { t } = useTranslation();
  const region = useRegion();
  const keys = EXTRA_KEYS[extra.featureType];
  return (
    <section
      aria-labelledby="extra-item"
      className="flex flex-col gap-2 rounded-card border border-line bg-surface p-5 shadow-card"
    >
      <div className="flex items-start justify-between gap-4">
        <h2 id="extra-item" className="text-lg font-bold">
          {t(keys.name)}
        </h2>
        <p className="shrink-0 font-extrabold tracking-tight">{formatAmount(extra.price, region)}</p>
      </div>
      <p className="text-sm text-ink-muted">{t(keys.text)}</p>
      <p className="text-sm">{t('checkout.extras.forOffer', { title: extra.title ?? `#${extra.id}` })}</p>
    </section>
  );
}

/**
 * /payment/method/extras (spec 001 "Paid extras flow"): the extra and its price, the payment method,
 * and Proceed, which asks the server for the extra's payment (`buy-features`) and goes on to the
 * card. Cancel leads home.
 */
export function ExtrasMethod({ extra }: { extra: ExtraFeature }) {
  const { t } = useTranslation();
  const region = useRegion();
  const navigate = useNavigate();
  const buy = useBuyFeature();

  const proceed = () =>
    buy.mutate(
      { offerId: extra.id, featureType: extra.featureType },
      {
        onSuccess: (result) => {
          const state: ExtrasPaymentState = {
            extraFeature: extra,
            gatewayData: result.payment.gatewayData,
            amount: result.amount,
          };
          void navigate(PAGE_PATHS.paymentCardExtras, { state });
        },
        // The form-level error first (additionalFirstError), else the message (spec 001 section 8).
        onError: toastError,
      },
    );

  return (
    <CheckoutLayout
      title={t('checkout.method.title')}
      intro={t('checkout.extras.intro')}
      aside={
        <SummaryBox
          actions={
            <>
              <Button size="lg" block loading={buy.isPending} onClick={proceed}>
                {t('checkout.proceed')}
              </Button>
              <Button
                variant="ghost"
                block
                disabled={buy.isPending}
                onClick={() => void navigate(PAGE_PATHS.home)}
              >
                {t('checkout.cancel')}
              </Button>
            </>
          }
        >
          <SummaryRow label={t('checkout.summary.extra')} value={t(EXTRA_KEYS[extra.featureType].name)} />
          <SummaryRow label={t('checkout.summary.total')} value={formatAmount(extra.price, region)} strong />
        </SummaryBox>
      }
    >
      <ExtraItem extra={extra} />
      <PaymentMethods />
    </CheckoutLayout>
  );
}

/**
 * /payment/method/extras opened from a link (the offer form's "buy extra photos"): the extra the
 * link names, at the edition's price.
 */
export function LinkedExtrasMethod({ extra }: { extra: Omit<ExtraFeature, 'price'> }) {
  const prices = useFeaturePrices();
  if (prices.isError) return <Navigate to={PAGE_PATHS.home} replace />;
  if (!prices.data) return <CheckoutSkeleton />;
  return <ExtrasMethod extra={{ ...extra, price: prices.data[EXTRA_PRICE_KEYS[extra.featureType]] }} />;
}
