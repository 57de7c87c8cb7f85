import { useTranslation } from 'react-i18next';

const METHODS = ['card', 'transfer', 'paypal'] as const;

/**
 * The payment method (spec 001 "Checkout method screen"): the credit card, chosen; wire transfer
 * and PayPal are named but not selectable yet.
 */
export function PaymentMethods() {
  const { t } = useTranslation();
  return (
    <fieldset className="flex flex-col gap-3 rounded-card border border-line bg-surface p-5 shadow-card">
      <legend className="float-left mb-1 text-lg font-bold">{t('checkout.methods.title')}</legend>
      {METHODS.map((method) => {
        const available = method === 'card';
        return (
          <label
            key={method}
            className={`clear-left flex items-center gap-3 rounded-xl border p-3.5 ${
              available ? 'cursor-pointer border-brand-600 bg-brand-50' : 'border-line text-ink-subtle'
            }`}
          >
            <input
              type="radio"
              name="payment-method"
              value={method}
              className="size-5 accent-brand-700"
              defaultChecked={available}
              disabled={!available}
            />
            <span className="flex min-w-0 flex-1 flex-col">
              <span className={`font-semibold ${available ? 'text-ink' : ''}`}>
                {t(`checkout.methods.${method}`)}
              </span>
              {!available && <span className="text-xs">{t('checkout.methods.unavailable')}</span>}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
