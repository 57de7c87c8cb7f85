import { MESSAGES, type OfferListItemDto } from '@marketplace/contract';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '#web/shared/lib/api-error.ts';
import { toast, toastError } from '#web/shared/lib/toast.ts';
import { Button, ButtonLink } from '#web/shared/ui/button.tsx';
import { Modal } from '#web/shared/ui/modal.tsx';
import { useCloseOffer } from '../api/close-offer.ts';
import { usePublishOffer } from '../api/publish-offer.ts';

export const editOfferPath = (id: number) => `/offers/edit/${id}`;

/** The refusal of an incomplete draft: 400 'not ready for publishing' (spec 000 section 8). */
export function isNotReadyForPublishing(error: ApiError): boolean {
  return error.status === 400 && error.message === MESSAGES.notReadyForPublishing;
}

function EditLink({ offer }: { offer: OfferListItemDto }) {
  const { t } = useTranslation();
  return (
    <ButtonLink to={editOfferPath(offer.id)} variant="outline" size="sm">
      {t('myOffers.edit')}
    </ButtonLink>
  );
}

/** The paid extras' buttons of a row, composed in by the route (the checkout feature sells them). */
export type OfferExtrasSlot = (offer: OfferListItemDto) => ReactNode;

/**
 * Active rows: stop publishing (after a confirmation), edit, and the paid extras the route composes
 * in (promote unless already promoted, extend).
 */
export function PublishedOfferActions({
  offer,
  extras,
}: {
  offer: OfferListItemDto;
  extras?: OfferExtrasSlot;
}) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const close = useCloseOffer();
  const confirm = () =>
    close.mutate(offer.id, {
      onSuccess: () => {
        setConfirming(false);
        toast.success(t('myOffers.closed'));
      },
      onError: (error) => toastError(error),
    });
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setConfirming(true)}>
        {t('myOffers.stopPublishing')}
      </Button>
      <EditLink offer={offer} />
      {extras?.(offer)}
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('myOffers.confirmClose.title')}
        footer={
          <>
            <Button variant="ghost" onClick={() => setConfirming(false)}>
              {t('myOffers.confirmClose.cancel')}
            </Button>
            <Button variant="danger" loading={close.isPending} onClick={confirm}>
              {t('myOffers.confirmClose.confirm')}
            </Button>
          </>
        }
      >
        <p className="text-ink-muted">{t('myOffers.confirmClose.text', { title: offer.title })}</p>
      </Modal>
    </>
  );
}

/** Draft rows: publish (an incomplete draft is refused: `onNotReady` gets the fields to complete) and edit. */
export function DraftOfferActions({
  offer,
  onNotReady,
}: {
  offer: OfferListItemDto;
  onNotReady: (fieldsToComplete: number) => void;
}) {
  const { t } = useTranslation();
  const publish = usePublishOffer();
  const run = () =>
    publish.mutate(offer.id, {
      // Held for review instead (decision 135): the row then says why.
      onSuccess: (answer) =>
        toast.success(t(answer.status === 'published' ? 'myOffers.published' : 'offerForm.toast.held')),
      onError: (error) => {
        if (isNotReadyForPublishing(error)) onNotReady(Object.keys(error.fieldErrors).length);
        else toastError(error);
      },
    });
  // An offer waiting for review is published by the administrator's approval, not again by its owner.
  const held = offer.review?.state === 'held';
  return (
    <>
      {!held && (
        <Button size="sm" loading={publish.isPending} onClick={run}>
          {t('myOffers.publish')}
        </Button>
      )}
      <EditLink offer={offer} />
    </>
  );
}
