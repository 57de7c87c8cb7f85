import { PAGE_PATHS } from '@marketplace/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useMyAccount } from '#web/features/account-settings/api/get-my-account.ts';
import { basketKeys } from '#web/features/basket/api/basket-keys.ts';
import { useBasket } from '#web/features/basket/api/get-basket.ts';
import { CardPayment } from '#web/features/checkout/components/card-payment.tsx';
import { CheckoutSkeleton } from '#web/features/checkout/components/checkout-layout.tsx';
import { ExtrasMethod, LinkedExtrasMethod } from '#web/features/checkout/components/extras-method.tsx';
import { ExtrasPayment } from '#web/features/checkout/components/extras-payment.tsx';
import { NothingToPay, OrderCheckout } from '#web/features/checkout/components/order-checkout.tsx';
import { PaymentSuccess } from '#web/features/checkout/components/payment-success.tsx';
import {
  paymentMethodPath,
  readExtraFeature,
  readExtraLink,
  readExtrasPayment,
  readOrderPayment,
  readPaymentSuccess,
  type PaymentSuccessState,
} from '#web/features/checkout/lib/checkout-state.ts';
import { sharedKeys } from '#web/shared/api/shared-keys.ts';
import { useDocumentTitle } from '#web/shared/lib/use-document-title.ts';
import { Button } from '#web/shared/ui/button.tsx';

/*
 * The payment screens (spec 001 section 2): the checkout feature's screens, fed with the account's
 * basket (basket feature) and the profile's address (account settings) and refreshing the basket
 * once paid. The seller to pay travels in the query string (decision 060), the rest in router state.
 */

/** `/payment/method?seller={accountId}`: that seller's lines of the account's basket. */
export function PaymentMethodRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('routes.paymentMethod'));
  const sellerId = Number(useSearchParams()[0].get('seller'));
  const basket = useBasket();
  const account = useMyAccount();

  if (basket.isPending) return <CheckoutSkeleton />;
  if (basket.isError) {
    return (
      <div
        role="alert"
        className="flex flex-col items-center gap-3 rounded-card border border-line bg-surface p-8 text-center"
      >
        <p className="text-ink-muted">{t('checkout.loadError')}</p>
        <Button variant="secondary" size="sm" onClick={() => void basket.refetch()}>
          {t('checkout.retry')}
        </Button>
      </div>
    );
  }
  const lines = basket.data.items.filter((line) => line.offer.account.id === sellerId);
  if (lines.length === 0) return <NothingToPay />;
  return <OrderCheckout sellerId={sellerId} lines={lines} profileAddress={account.data?.address} />;
}

/** `/payment/card`: the order's payment from the method screen; without one, home. */
export function PaymentCardRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('routes.paymentCard'));
  const navigate = useNavigate();
  const payment = readOrderPayment(useLocation().state);
  if (!payment) return <Navigate to={PAGE_PATHS.home} replace />;
  const { sellerId } = payment;
  const success: PaymentSuccessState = { orderId: payment.orderId, offerIds: payment.offerIds };
  return (
    <CardPayment
      gatewayData={payment.gatewayData}
      amount={payment.amount}
      onBack={sellerId ? () => void navigate(paymentMethodPath(sellerId)) : undefined}
      onPaid={() => void navigate(PAGE_PATHS.paymentSuccess, { state: success, replace: true })}
    />
  );
}

/** `/payment/success`: thanks for the order in router state; without one, home. */
export function PaymentSuccessRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('routes.paymentSuccess'));
  const queryClient = useQueryClient();
  const payment = readPaymentSuccess(useLocation().state);
  if (!payment) return <Navigate to={PAGE_PATHS.home} replace />;
  return (
    <PaymentSuccess
      payment={payment}
      onShown={() => void queryClient.invalidateQueries({ queryKey: basketKeys.all })}
    />
  );
}

/**
 * `/payment/method/extras`: the extra chosen on the offer page or in my offers (router state), or
 * named by a link (the offer form's `?offerId=…&feature=extraPhotos`); without either, home.
 */
export function PaymentMethodExtrasRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('routes.paymentMethod'));
  const extra = readExtraFeature(useLocation().state);
  const linked = readExtraLink(useSearchParams()[0]);
  if (extra) return <ExtrasMethod extra={extra} />;
  if (linked) return <LinkedExtrasMethod extra={linked} />;
  return <Navigate to={PAGE_PATHS.home} replace />;
}

/** `/payment/card/extras`: the extra's payment; once paid, every offer query is stale (promoted). */
export function PaymentCardExtrasRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('routes.paymentCard'));
  const queryClient = useQueryClient();
  const payment = readExtrasPayment(useLocation().state);
  if (!payment) return <Navigate to={PAGE_PATHS.home} replace />;
  return (
    <ExtrasPayment
      payment={payment}
      onPaid={() => void queryClient.invalidateQueries({ queryKey: sharedKeys.offers })}
    />
  );
}
