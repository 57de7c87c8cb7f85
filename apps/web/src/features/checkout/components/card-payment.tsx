import type { GatewayData } from '@marketplace/contract';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '#web/shared/lib/format.ts';
import { useRegion } from '#web/shared/lib/region-context.tsx';
import { toast } from '#web/shared/lib/toast.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import { isKnownDecline, type PaymentOutcome } from '../lib/payment-outcome.ts';
import { CheckoutLayout, SummaryBox, SummaryRow } from './checkout-layout.tsx';
import type { DeclinedPayment } from './payment-declined.tsx';
import { SandboxPayment } from './sandbox-payment.tsx';

const StripePayment = lazy(() => import('./stripe-payment.tsx'));

/**
 * The card payment (spec 001 "Card payment screen"): the card form of the order's provider (the
 * sandbox's, or Stripe Elements), the saved cards below, and the amount beside. Success shows
 * paymentPassed and calls `onPaid`; a decline shows errorMsgInvalidPayment with the reason in the
 * card form until the next try, and keeps the form (the same payment may be tried again).
 */
export function CardPayment({
  gatewayData,
  amount,
  summary,
  onBack,
  onPaid,
}: {
  gatewayData: GatewayData;
  amount: number;
  /** What is paid for, above the amount in the summary. */
  summary?: ReactNode;
  /** Back (hidden on small screens), to the method screen; none: no Back. */
  onBack?: () => void;
  onPaid: () => void;
}) {
  const { t } = useTranslation();
  const region = useRegion();
  const payLabel = t('checkout.card.pay', { amount: formatAmount(amount, region) });
  const [declined, setDeclined] = useState<DeclinedPayment | null>(null);

  const onOutcome = (outcome: PaymentOutcome) => {
    if (outcome.status === 'succeeded') {
      toast.success(t('checkout.paymentPassed'));
      onPaid();
      return;
    }
    const reason = isKnownDecline(outcome.code) ? t(`checkout.declines.${outcome.code}`) : outcome.message;
    setDeclined((previous) => ({ reason, attempt: (previous?.attempt ?? 0) + 1 }));
  };

  return (
    <CheckoutLayout
      title={t('checkout.card.title')}
      intro={t('checkout.card.intro')}
      aside={
        <SummaryBox
          actions={
            onBack && (
              // Hidden on small screens (spec 001 "Card payment screen"): the browser's back is there.
              <div className="hidden md:block">
                <Button variant="ghost" block onClick={onBack}>
                  {t('checkout.back')}
                </Button>
              </div>
            )
          }
        >
          {summary}
          <SummaryRow label={t('checkout.summary.toPay')} value={formatAmount(amount, region)} strong />
        </SummaryBox>
      }
    >
      {gatewayData.provider === 'stripe' ? (
        <Suspense
          fallback={
            <div className="flex justify-center rounded-card border border-line bg-surface p-10">
              <Spinner label={t('checkout.card.loadingForm')} />
            </div>
          }
        >
          <StripePayment
            gatewayData={gatewayData}
            payLabel={payLabel}
            declined={declined}
            onOutcome={onOutcome}
          />
        </Suspense>
      ) : (
        <SandboxPayment
          gatewayData={gatewayData}
          payLabel={payLabel}
          declined={declined}
          onOutcome={onOutcome}
        />
      )}
    </CheckoutLayout>
  );
}
