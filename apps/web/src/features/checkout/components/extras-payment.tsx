import { PAGE_PATHS } from '@marketplace/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '#web/shared/ui/button.tsx';
import { Modal } from '#web/shared/ui/modal.tsx';
import type { ExtrasPaymentState } from '../lib/checkout-state.ts';
import { EXTRA_KEYS } from '../lib/extra-texts.ts';
import { CardPayment } from './card-payment.tsx';
import { SummaryRow } from './checkout-layout.tsx';

/**
 * /payment/card/extras: the card payment of an extra, then a success dialog (spec 001 "Card payment
 * screen"). Closing it leads to the offer's form for extra photos (to add them), else home; the
 * extra is left behind in the history entry it came with (`replace`).
 */
export function ExtrasPayment({ payment, onPaid }: { payment: ExtrasPaymentState; onPaid?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [paid, setPaid] = useState(false);
  const extra = payment.extraFeature;
  const name = t(EXTRA_KEYS[extra.featureType].name);
  const close = () =>
    void navigate(extra.featureType === 'extraPhotos' ? `/offers/edit/${extra.id}` : PAGE_PATHS.home, {
      replace: true,
    });

  return (
    <>
      <CardPayment
        gatewayData={payment.gatewayData}
        amount={payment.amount}
        summary={<SummaryRow label={t('checkout.summary.extra')} value={name} />}
        onBack={() => void navigate(PAGE_PATHS.paymentMethodExtras, { state: { extraFeature: extra } })}
        onPaid={() => {
          setPaid(true);
          onPaid?.();
        }}
      />
      <Modal
        open={paid}
        onClose={close}
        title={t('checkout.extras.successTitle')}
        footer={<Button onClick={close}>{t('checkout.extras.successClose')}</Button>}
      >
        <p className="text-ink-muted">
          {t('checkout.extras.successText', { name, title: extra.title ?? `#${extra.id}` })}
        </p>
      </Modal>
    </>
  );
}
