import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '#web/shared/lib/auth-store.ts';
import { addToBasket } from '#web/shared/lib/basket-storage.ts';
import { toast, toastError } from '#web/shared/lib/toast.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { BasketIcon } from '#web/shared/ui/icons.tsx';
import { usePutBasketLine } from '../api/change-basket.ts';

/**
 * Puts `quantity` pieces of an offer in the basket (one line per offer: adding again sets the
 * quantity): the account's when signed in, the device's for a guest (decision 060). Server errors
 * show as toasts in the edition's language.
 */
export function AddToBasketButton({
  offerId,
  quantity,
  disabled = false,
}: {
  offerId: number;
  quantity: number;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const { token } = useSession();
  const putLine = usePutBasketLine();
  // Guards a second click before the mutation's pending state renders.
  const [busy, setBusy] = useState(false);

  const add = () => {
    if (busy || quantity < 1) return;
    if (!token) {
      addToBasket(offerId, quantity);
      toast.success(t('basket.addedToBasket'));
      return;
    }
    setBusy(true);
    putLine.mutate(
      { offerId, quantity },
      {
        onSuccess: () => toast.success(t('basket.addedToBasket')),
        onError: (error) => toastError(error),
        onSettled: () => setBusy(false),
      },
    );
  };

  return (
    <Button
      size="lg"
      block
      icon={<BasketIcon className="size-5" />}
      disabled={disabled || quantity < 1}
      loading={busy || putLine.isPending}
      onClick={add}
    >
      {t('offerDetail.addToBasket')}
    </Button>
  );
}
