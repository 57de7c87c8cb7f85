import { PAGE_PATHS } from '@marketplace/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { removeFromBasket } from '#web/shared/lib/basket-storage.ts';
import { ButtonLink } from '#web/shared/ui/button.tsx';
import { CheckIcon } from '#web/shared/ui/more-icons.tsx';
import type { PaymentSuccessState } from '../lib/checkout-state.ts';

/**
 * /payment/success (spec 001 "Payment success"): thanks with the order's number and the way to the
 * purchases. The bought offers leave the device basket at once; `onShown` lets the route refresh the
 * account's basket (the server removed them when the order was paid).
 */
export function PaymentSuccess({ payment, onShown }: { payment: PaymentSuccessState; onShown: () => void }) {
  const { t } = useTranslation();
  const { offerIds } = payment;
  useEffect(() => {
    for (const offerId of offerIds) removeFromBasket(offerId);
    onShown();
    // Once per order shown, whatever the parent renders meanwhile.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [payment.orderId]);

  return (
    <section
      aria-labelledby="success-title"
      className="mx-auto flex max-w-xl flex-col items-center gap-4 rounded-card border border-line bg-surface px-6 py-12 text-center shadow-card"
    >
      <span className="flex size-16 items-center justify-center rounded-full bg-brand-100 text-brand-800">
        <CheckIcon className="size-8" />
      </span>
      <h1 id="success-title" className="text-2xl font-extrabold tracking-tight sm:text-3xl">
        {t('checkout.success.title')}
      </h1>
      <p className="text-ink-muted">{t('checkout.success.text', { orderId: payment.orderId })}</p>
      <div className="mt-2 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <ButtonLink to={PAGE_PATHS.myPurchases} size="lg">
          {t('checkout.success.purchases')}
        </ButtonLink>
        <ButtonLink to={PAGE_PATHS.home} size="lg" variant="ghost">
          {t('checkout.success.home')}
        </ButtonLink>
      </div>
    </section>
  );
}
