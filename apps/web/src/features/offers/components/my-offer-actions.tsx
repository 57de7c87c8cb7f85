import { MESSAGES, type OfferListItemDto } from '@marketplace/contract';
import { useId, useState } from 'react';
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

/**
 * Promotion is a paid extra and card payments arrive later (decision 020): the button stays visible,
 * disabled, with the reason as its description and as a tooltip on hover or focus.
 */
function PromoteButton() {
  const { t } = useTranslation();
  const tipId = useId();
  return (
    <span className="group relative inline-flex">
      <Button
        variant="outline"
        size="sm"
        aria-disabled="true"
        aria-describedby={tipId}
        onClick={(event) => event.preventDefault()}
      >
        {t('myOffers.promote')}
      </Button>
      <span
        role="tooltip"
        id={tipId}
        className="pointer-events-none invisible absolute right-0 bottom-full z-10 mb-2 w-56 rounded-xl bg-ink px-3 py-2 text-xs leading-snug font-medium text-white opacity-0 shadow-raised transition-opacity group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100"
      >
        {t('myOffers.promoteUnavailable')}
      </span>
    </span>
  );
}

/** Active rows: stop publishing (after a confirmation), edit, and promote unless already promoted. */
export function PublishedOfferActions({ offer }: { offer: OfferListItemDto }) {
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
      {!offer.features.highlight && <PromoteButton />}
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
      onSuccess: () => toast.success(t('myOffers.published')),
      onError: (error) => {
        if (isNotReadyForPublishing(error)) onNotReady(Object.keys(error.fieldErrors).length);
        else toastError(error);
      },
    });
  return (
    <>
      <Button size="sm" loading={publish.isPending} onClick={run}>
        {t('myOffers.publish')}
      </Button>
      <EditLink offer={offer} />
    </>
  );
}
