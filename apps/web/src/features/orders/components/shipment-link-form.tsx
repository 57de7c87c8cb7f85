import { zodResolver } from '@hookform/resolvers/zod';
import {
  SHIPMENT_LINK_MAX,
  ShipmentLinkInputSchema,
  type OrderDto,
  type ShipmentLinkInput,
  type z,
} from '@marketplace/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateServerMessage } from '#web/shared/lib/server-message.ts';
import { applyServerErrors } from '#web/shared/lib/server-errors.ts';
import { toast, toastError } from '#web/shared/lib/toast.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { Field } from '#web/shared/ui/field.tsx';
import { Input } from '#web/shared/ui/input.tsx';
import { useSetShipmentLink } from '../api/set-shipment-link.ts';
import { ShipmentLinkView } from './order-detail-parts.tsx';

function ShipmentLinkForm({
  order,
  onSaved,
  onCancel,
}: {
  order: OrderDto;
  onSaved: () => void;
  /** Hides the form again (only when a link exists to fall back to). */
  onCancel: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const save = useSetShipmentLink();
  const hasLink = order.shipmentLink !== null && order.shipmentLink !== '';
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ShipmentLinkInput, unknown, z.output<typeof ShipmentLinkInputSchema>>({
    resolver: zodResolver(ShipmentLinkInputSchema),
    defaultValues: { shipmentLink: order.shipmentLink ?? '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ id: order.orderId, shipmentLink: values.shipmentLink ?? '' });
      toast.success(t('orders.shipment.saved'));
      onSaved();
    } catch (error) {
      // Spec 001 section 8: the link's field error is shown under it; anything else is toasted.
      applyServerErrors(error, setError, {
        fields: { shipmentLink: 'shipmentLink' },
        onFormError: (apiError, fieldError) => {
          if (fieldError === undefined) toastError(apiError);
        },
      });
    }
  });
  const message = errors.shipmentLink?.message;
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <Field
        label={t('orders.shipment.label')}
        error={message ? translateServerMessage(message, t) : undefined}
        className="min-w-0 flex-1"
      >
        {(control) => (
          <Input
            {...control}
            {...register('shipmentLink')}
            type="url"
            inputMode="url"
            autoComplete="off"
            maxLength={SHIPMENT_LINK_MAX}
            placeholder="https://"
          />
        )}
      </Field>
      <div className="flex gap-2 sm:mt-7">
        <Button type="submit" loading={save.isPending}>
          {hasLink ? t('orders.shipment.change') : t('orders.shipment.insert')}
        </Button>
        {onCancel && (
          <Button variant="ghost" onClick={onCancel}>
            {t('orders.shipment.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}

/**
 * The seller's shipment link (spec 001 "Sold order detail"), for a confirmed order sent to an
 * address: with no link the form is shown (button Insert); with one, the link and a Change button
 * that shows the form again (button Change). Other orders show the link, if any, read-only.
 */
export function ShipmentLinkSection({ order, editable }: { order: OrderDto; editable: boolean }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const link = order.shipmentLink || null;
  return (
    <div className="flex flex-col gap-2 border-t border-line pt-3">
      <h3 className="text-sm text-ink-muted">{t('orders.detail.shipmentLink')}</h3>
      {link && !(editable && editing) && (
        <div className="flex flex-wrap items-center gap-2">
          <div className="min-w-0 flex-1">
            <ShipmentLinkView link={link} />
          </div>
          {editable && (
            <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
              {t('orders.shipment.change')}
            </Button>
          )}
        </div>
      )}
      {editable && (!link || editing) && (
        <>
          <p className="text-sm text-ink-muted">{t('orders.shipment.intro')}</p>
          <ShipmentLinkForm
            order={order}
            onSaved={() => setEditing(false)}
            onCancel={link ? () => setEditing(false) : undefined}
          />
        </>
      )}
      {!editable && !link && <p className="text-sm text-ink-muted">{t('orders.detail.noShipmentLink')}</p>}
    </div>
  );
}
