import type { OrderDto } from '@marketplace/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast, toastError } from '#web/shared/lib/toast.ts';
import { Button, type ButtonProps } from '#web/shared/ui/button.tsx';
import { Modal } from '#web/shared/ui/modal.tsx';
import { useCancelOrder } from '../api/cancel-order.ts';
import { useCompleteOrder } from '../api/complete-order.ts';
import { useConfirmOrder } from '../api/confirm-order.ts';
import type { OrderSide } from '../api/orders-keys.ts';
import { buyerMayComplete } from '../lib/order-rules.ts';

type Size = ButtonProps['size'];

/**
 * "Mark as received" (the buyer's complete): shown on every purchase, enabled only once the
 * seller has confirmed (spec 001 section 4), with the reason as its title until then.
 */
export function CompleteOrderButton({ order, size = 'sm' }: { order: OrderDto; size?: Size }) {
  const { t } = useTranslation();
  const complete = useCompleteOrder();
  const enabled = buyerMayComplete(order.status);
  return (
    <Button
      size={size}
      disabled={!enabled}
      title={enabled ? undefined : t('orders.completeHint')}
      loading={complete.isPending}
      onClick={() =>
        complete.mutate(order.orderId, {
          onSuccess: () => toast.success(t('orders.completedSuccessfully')),
          onError: toastError,
        })
      }
    >
      {t('orders.complete')}
    </Button>
  );
}

/** The seller's Confirm of a paid order (toast "orders confirmed"). */
export function ConfirmOrderButton({ order, size = 'md' }: { order: OrderDto; size?: Size }) {
  const { t } = useTranslation();
  const confirm = useConfirmOrder();
  return (
    <Button
      size={size}
      loading={confirm.isPending}
      onClick={() =>
        confirm.mutate(order.orderId, {
          onSuccess: () => toast.success(t('orders.confirmed')),
          onError: toastError,
        })
      }
    >
      {t('orders.confirm')}
    </Button>
  );
}

/** Cancel order, after a confirmation step (either side; toast "orders canceled"). */
export function CancelOrderButton({
  order,
  side,
  size = 'md',
}: {
  order: OrderDto;
  side: OrderSide;
  size?: Size;
}) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const cancel = useCancelOrder(side);
  const run = () =>
    cancel.mutate(order.orderId, {
      onSuccess: () => {
        setAsking(false);
        toast.success(t('orders.canceled'));
      },
      onError: (error) => {
        setAsking(false);
        toastError(error);
      },
    });
  return (
    <>
      <Button variant="outline" size={size} onClick={() => setAsking(true)}>
        {t('orders.cancel')}
      </Button>
      <Modal
        open={asking}
        onClose={() => setAsking(false)}
        title={t('orders.confirmCancel.title')}
        footer={
          <>
            <Button variant="ghost" onClick={() => setAsking(false)}>
              {t('orders.confirmCancel.keep')}
            </Button>
            <Button variant="danger" loading={cancel.isPending} onClick={run}>
              {t('orders.confirmCancel.confirm')}
            </Button>
          </>
        }
      >
        <p className="text-ink-muted">{t('orders.confirmCancel.text', { id: order.orderId })}</p>
      </Modal>
    </>
  );
}
