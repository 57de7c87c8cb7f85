import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** A declined payment as the card form shows it: the reason, and the try it answers (a new one is announced again). */
export interface DeclinedPayment {
  reason: string;
  attempt: number;
}

/**
 * 'Payment has been rejected' (spec 001 "Payment failure") with the provider's reason, in the card
 * form above its Pay button, until the next try: it stays for as long as the buyer needs to read it
 * and pick another card, unlike a toast. Announced when it appears, and brought into view (a saved
 * card is used from below the form).
 */
export function PaymentDeclined({ declined }: { declined: DeclinedPayment }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [declined.attempt]);
  return (
    <div
      ref={ref}
      role="alert"
      className="scroll-my-24 rounded-xl border border-danger-600/30 bg-danger-50 p-4 text-sm text-danger-700"
    >
      <p className="font-bold">{t('checkout.errorMsgInvalidPayment')}</p>
      {declined.reason && <p className="mt-1">{declined.reason}</p>}
    </div>
  );
}
