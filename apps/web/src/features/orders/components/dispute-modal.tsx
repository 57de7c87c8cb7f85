import { useTranslation } from 'react-i18next';
import { DisputeModal as DisputeForm } from '#web/shared/ui/dispute-modal.tsx';
import { useDisputeOrder } from '../api/dispute-order.ts';

/**
 * An order's dispute (spec 001 "Purchase detail"): a 409 (already disputed, or no longer
 * disputable) closes the modal, and the order shown is reloaded.
 */
export function DisputeModal({
  orderId,
  open,
  onClose,
  onConflict,
}: {
  orderId: number;
  open: boolean;
  onClose: () => void;
  onConflict: () => void;
}) {
  const { t } = useTranslation();
  const dispute = useDisputeOrder();
  return (
    <DisputeForm
      open={open}
      onClose={onClose}
      texts={{
        title: t('orders.dispute.title'),
        intro: t('orders.dispute.intro', { id: orderId }),
        description: t('orders.dispute.description'),
        cancel: t('orders.dispute.cancel'),
        submit: t('orders.dispute.submit'),
        submitted: t('orders.disputeSubmitted'),
      }}
      send={(values) => dispute.mutateAsync({ id: orderId, ...values })}
      pending={dispute.isPending}
      closeOn={[409]}
      onRefused={onConflict}
    />
  );
}
