import {
  basketUnitPrice,
  PAGE_PATHS,
  type AddressInput,
  type BasketLineDto,
  type UserAddressDto,
} from '@marketplace/contract';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { normalizeApiError, type ApiError } from '#web/shared/lib/api-error.ts';
import { formatAmount } from '#web/shared/lib/format.ts';
import { translateServerMessage } from '#web/shared/lib/server-message.ts';
import { useRegion } from '#web/shared/lib/region-context.tsx';
import { toast } from '#web/shared/lib/toast.ts';
import type { AddressField } from '#web/shared/ui/address-fieldset.tsx';
import { Button, ButtonLink } from '#web/shared/ui/button.tsx';
import { useCreateOrder } from '../api/create-order.ts';
import { useFinalizeOrder } from '../api/finalize-order.ts';
import type { OrderPaymentState, PaymentSuccessState } from '../lib/checkout-state.ts';
import { newIdempotencyKey } from '../lib/idempotency-key.ts';
import { isFreeOrder, needsShipping, orderLineTotal, orderTotal } from '../lib/order-lines.ts';
import { CheckoutLayout, SummaryBox, SummaryRow } from './checkout-layout.tsx';
import { PaymentMethods } from './payment-methods.tsx';
import { ShippingAddressBlock, ShippingAddressDialog, shippingAddressOf } from './shipping-address.tsx';

const BASKET_FIELD = /^basket\.products\.\d+\.(product|quantity)$/;
const ADDRESS_FIELD = /^shippingAddress\.(street|apartmentNumber|city|state|postCode)$/;

/**
 * What a refused order shows (spec 001 section 8, "Order submission"): the form-level error first,
 * else the first product or quantity error, else the first address error, else the message.
 */
export function orderErrorMessage(error: ApiError): string {
  const fields = Object.entries(error.fieldErrors);
  const basket = fields.find(([path]) => BASKET_FIELD.test(path))?.[1];
  const address = fields.find(([path]) => ADDRESS_FIELD.test(path))?.[1];
  return error.additionalFirstError ?? basket ?? address ?? error.message;
}

/** The address errors of a refused order, by field of the address form. */
function addressErrorsOf(error: ApiError): Partial<Record<AddressField, string>> {
  const errors: Partial<Record<AddressField, string>> = {};
  for (const [path, message] of Object.entries(error.fieldErrors)) {
    const match = ADDRESS_FIELD.exec(path);
    if (match) errors[match[1] as AddressField] = message;
  }
  return errors;
}

function OrderLine({ line }: { line: BasketLineDto }) {
  const { t } = useTranslation();
  const region = useRegion();
  const { offer } = line;
  const delivery =
    offer.delivery?.method === 'courier'
      ? offer.delivery.price.amount > 0
        ? t('checkout.delivery.courier', { price: formatAmount(offer.delivery.price.amount, region) })
        : t('checkout.delivery.courierFree')
      : t('checkout.delivery.pickup');
  return (
    <li className="flex gap-3 py-4 sm:gap-4">
      <span className="size-16 shrink-0 overflow-hidden rounded-xl bg-canvas sm:size-20">
        {offer.image && (
          <img src={offer.image.small} alt="" loading="lazy" className="size-full object-cover" />
        )}
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
          <h3 className="min-w-0 font-semibold break-words">
            <Link to={`/offer/${offer.id}`} className="hover:text-brand-800 hover:underline">
              {offer.title}
            </Link>
          </h3>
          <p className="shrink-0 font-extrabold tracking-tight" data-testid="checkout-line-total">
            {formatAmount(orderLineTotal(line), region)}
          </p>
        </div>
        <p className="text-sm text-ink-muted">
          {t('checkout.lineQuantity', {
            quantity: line.quantity,
            price: formatAmount(basketUnitPrice(line), region),
          })}
          {line.agreedPrice && line.quantity === 1 && <> · {t('priceProposals.agreedPrice')}</>}
        </p>
        <p className="text-sm text-ink-muted">{delivery}</p>
      </div>
    </li>
  );
}

/**
 * /payment/method (spec 001 "Checkout method screen"): one seller's basket lines, the shipment
 * address (unless every line is picked up), the payment method and the summary. Proceeding creates
 * the order (one `Idempotency-Key` per request, sent again when the same request is retried); a free
 * order is finalized and goes to the success screen, a paid one to the card payment.
 */
export function OrderCheckout({
  sellerId,
  lines,
  profileAddress,
}: {
  sellerId: number;
  lines: BasketLineDto[];
  /** The signed-in user's profile address: the shipment address until edited here. */
  profileAddress: UserAddressDto | undefined;
}) {
  const { t } = useTranslation();
  const region = useRegion();
  const navigate = useNavigate();
  const createOrder = useCreateOrder();
  const finalizeOrder = useFinalizeOrder();
  // The key of the last request sent: the same request sent again (a true retry) keeps it, any
  // other request gets a new one, and a refusal (nothing was created) lets it go.
  const sent = useRef<{ request: string; idempotencyKey: string } | null>(null);
  const [editedAddress, setEditedAddress] = useState<AddressInput | null>(null);
  const [dialog, setDialog] = useState<{ serverErrors?: Partial<Record<AddressField, string>> } | null>(null);
  const address = editedAddress ?? shippingAddressOf(profileAddress, region);
  const shipping = needsShipping(lines);
  const free = isFreeOrder(lines);
  const submitting = createOrder.isPending || finalizeOrder.isPending;
  const offerIds = lines.map((line) => line.offer.id);

  const fail = (error: unknown) => {
    const apiError = normalizeApiError(error);
    toast.error(translateServerMessage(orderErrorMessage(apiError)));
    // A network error, a 5xx or a 409 (the first try still running) may have created the order:
    // the same request is sent again with the same key. Any other answer created nothing.
    const nothingCreated = apiError.status >= 400 && apiError.status < 500 && apiError.status !== 409;
    if (nothingCreated) sent.current = null;
    if (apiError.code !== 400) return;
    const addressErrors = addressErrorsOf(apiError);
    const onlyAddress =
      !apiError.additionalFirstError &&
      Object.keys(apiError.fieldErrors).length > 0 &&
      Object.keys(apiError.fieldErrors).every((path) => ADDRESS_FIELD.test(path));
    if (onlyAddress) {
      setDialog({ serverErrors: addressErrors });
    } else {
      void navigate(PAGE_PATHS.basket);
    }
  };

  const submit = async () => {
    if (shipping && !address) {
      toast.error(t('checkout.address.required'));
      setDialog({});
      return;
    }
    const body = {
      shippingAddress: shipping ? address : null,
      basket: { products: lines.map((line) => ({ product: line.offer.id, quantity: line.quantity })) },
    };
    const request = JSON.stringify(body);
    if (sent.current?.request !== request) sent.current = { request, idempotencyKey: newIdempotencyKey() };
    try {
      const { order, payment } = await createOrder.mutateAsync({
        body,
        idempotencyKey: sent.current.idempotencyKey,
      });
      if (payment === null) {
        await finalizeOrder.mutateAsync(order.orderId);
        const state: PaymentSuccessState = { orderId: order.orderId, offerIds };
        void navigate(PAGE_PATHS.paymentSuccess, { state });
        return;
      }
      const state: OrderPaymentState = {
        orderId: order.orderId,
        gatewayData: payment.gatewayData,
        amount: order.amount,
        offerIds,
        sellerId,
      };
      void navigate(PAGE_PATHS.paymentCard, { state });
    } catch (error) {
      fail(error);
    }
  };

  const seller = lines[0]?.offer.account;
  return (
    <CheckoutLayout
      title={t('checkout.method.title')}
      intro={t('checkout.method.intro')}
      aside={
        <SummaryBox
          actions={
            <>
              <Button size="lg" block loading={submitting} onClick={() => void submit()}>
                {free ? t('checkout.confirm') : t('checkout.proceed')}
              </Button>
              <Button
                variant="ghost"
                block
                disabled={submitting}
                onClick={() => void navigate(PAGE_PATHS.basket)}
              >
                {t('checkout.back')}
              </Button>
            </>
          }
        >
          {seller && <SummaryRow label={t('checkout.summary.seller')} value={seller.displayName} />}
          <SummaryRow label={t('checkout.summary.offers')} value={lines.length} />
          <SummaryRow
            label={t('checkout.summary.total')}
            value={formatAmount(orderTotal(lines), region)}
            strong
          />
        </SummaryBox>
      }
    >
      <section
        aria-labelledby="checkout-offers"
        className="rounded-card border border-line bg-surface px-4 shadow-card sm:px-5"
      >
        <h2 id="checkout-offers" className="border-b border-line py-4 text-lg font-bold">
          {seller
            ? t('checkout.method.offersOf', { seller: seller.displayName })
            : t('checkout.summary.offers')}
        </h2>
        <ul className="divide-y divide-line">
          {lines.map((line) => (
            <OrderLine key={line.offer.id} line={line} />
          ))}
        </ul>
      </section>
      {shipping && (
        <ShippingAddressBlock address={address} onEdit={() => setDialog({})} disabled={submitting} />
      )}
      <PaymentMethods />
      <ShippingAddressDialog
        open={dialog !== null}
        address={address}
        serverErrors={dialog?.serverErrors}
        onClose={() => setDialog(null)}
        onSave={(saved) => {
          setEditedAddress(saved);
          setDialog(null);
        }}
      />
    </CheckoutLayout>
  );
}

/** The method screen when the seller's lines are gone from the basket (paid meanwhile, removed). */
export function NothingToPay() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center gap-3 rounded-card border border-dashed border-line-strong bg-surface px-6 py-12 text-center">
      <h1 className="text-lg font-bold">{t('checkout.nothing.title')}</h1>
      <p className="max-w-sm text-ink-muted">{t('checkout.nothing.text')}</p>
      <ButtonLink to={PAGE_PATHS.basket} className="mt-2">
        {t('checkout.nothing.toBasket')}
      </ButtonLink>
    </div>
  );
}
