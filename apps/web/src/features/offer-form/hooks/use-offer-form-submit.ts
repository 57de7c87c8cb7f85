import { MESSAGES, type CustomFormFieldDto, type OfferType } from '@marketplace/contract';
import { useState } from 'react';
import type { Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { translateServerMessage } from '#web/shared/lib/server-message.ts';
import { useRegion } from '#web/shared/lib/region-context.tsx';
import { applyServerErrors } from '#web/shared/lib/server-errors.ts';
import { toast, toastError } from '#web/shared/lib/toast.ts';
import { useSaveOffer } from '../api/save-offer.ts';
import { canLookUp } from '../lib/address-lookup.ts';
import type { EditableOffer, OfferFormValues } from '../lib/form-values.ts';
import { buildOfferRequest, type GeoCoordinate, type OfferWriteStatus } from '../lib/offer-request.ts';
import { formPathOf } from '../lib/validate-offer-form.ts';
import type { useAddressLocator } from './use-address-locator.ts';
import type { PhotoUploads } from './use-photo-uploads.ts';

/** After a save: show the result (the offer or the drafts), or go on to buy extra photos. */
export type AfterSave = 'show' | 'buyExtraPhotos';

/** The paid-extras checkout (spec 001 "Paid extras flow") for an offer's extra photos. */
export const extraPhotosCheckoutPath = (offerId: number) =>
  `/payment/method/extras?offerId=${offerId}&feature=extraPhotos`;

export interface OfferFormSubmitOptions {
  form: UseFormReturn<OfferFormValues>;
  /** Tells the resolver what the pressed button saves the offer as. */
  setStatus: (status: OfferWriteStatus) => void;
  /** The chosen category's custom fields. */
  fields: readonly CustomFormFieldDto[];
  /** The offer being edited; none when creating. */
  offer: EditableOffer | undefined;
  type: OfferType | undefined;
  uploads: PhotoUploads;
  locate: ReturnType<typeof useAddressLocator>;
  /** The chosen category's custom fields: they must have loaded before a save. */
  customFields: { needed: boolean; isSuccess: boolean; isError: boolean };
}

/**
 * Saving the offer form: the pressed button sets the status (publish or draft) and what follows,
 * the address is looked up, the request is sent, and the server's field errors land on the form.
 */
export function useOfferFormSubmit({
  form,
  setStatus,
  fields,
  offer,
  type,
  uploads,
  locate,
  customFields,
}: OfferFormSubmitOptions) {
  const { t } = useTranslation();
  const region = useRegion();
  const navigate = useNavigate();
  const save = useSaveOffer();
  const [pendingStatus, setPendingStatus] = useState<OfferWriteStatus>('published');
  const editing = offer !== undefined;
  const published = offer?.status === 'published';

  const submit = async (values: OfferFormValues, status: OfferWriteStatus, after: AfterSave) => {
    if (!type) return;
    if (uploads.isUploading) {
      toast.error(t('offerForm.photos.waitForUploads'));
      return;
    }
    let coordinate: GeoCoordinate | undefined;
    if (!values.hideLocation && canLookUp(values.address)) {
      const lookup = await locate(values.address);
      if (lookup.kind === 'found') coordinate = lookup.coordinate;
      // A draft keeps its address without coordinates; publishing needs them (see decision 016).
      if (lookup.kind === 'notFound' && status === 'published') {
        form.setError('address.geoCoordinate' as Path<OfferFormValues>, {
          type: 'server',
          message: MESSAGES.addressNotFound,
        });
        form.setFocus('address.street');
        toast.error(translateServerMessage(MESSAGES.addressNotFound, t));
        return;
      }
    }
    const { request } = buildOfferRequest(values, {
      type,
      status,
      editing,
      fields,
      fileIds: uploads.fileIds,
      region,
      coordinate,
    });
    try {
      const saved = await save.mutateAsync({ offerId: offer?.id ?? null, request });
      uploads.markSaved();
      if (after === 'buyExtraPhotos') {
        // A new offer is switched to its edit route first, so coming back from the checkout
        // edits the saved draft instead of creating another offer (spec 000, offer form).
        if (!editing) await navigate(`/offers/edit/${saved.id}`, { replace: true });
        await navigate(extraPhotosCheckoutPath(saved.id));
        return;
      }
      if (saved.status === 'published') {
        toast.success(t(published ? 'offerForm.toast.saved' : 'offerForm.toast.published'));
        void navigate(`/offer/${saved.id}`);
      } else if (status === 'published' && saved.review?.state === 'held') {
        // Held for review instead of published (decision 135): My offers' drafts say why.
        toast.success(t('offerForm.toast.held'));
        void navigate('/profile/my-offers/draft');
      } else {
        toast.success(t('offerForm.toast.draftSaved'));
        void navigate('/profile/my-offers/draft');
      }
    } catch (error) {
      // The toast says the message ('not ready for publishing'), the fields say what is missing.
      applyServerErrors(error, form.setError, {
        fields: (path) => formPathOf(path) as Path<OfferFormValues> | undefined,
        onFormError: toastError,
      });
    }
  };

  const onInvalid = (status: OfferWriteStatus) => {
    toast.error(
      status === 'published'
        ? translateServerMessage(MESSAGES.notReadyForPublishing, t)
        : t('offerForm.toast.checkFields'),
    );
  };

  /** Validates and saves as `status`, then shows the result or goes on as `after` says. */
  const submitAs = (status: OfferWriteStatus, after: AfterSave = 'show') => {
    // Without its fields loaded the category's attributes would be sent empty.
    if (customFields.needed && !customFields.isSuccess) {
      toast.error(t(customFields.isError ? 'errors.loadData' : 'offerForm.fields.loadingAttributes'));
      return;
    }
    setStatus(status);
    setPendingStatus(status);
    void form.handleSubmit(
      (values) => submit(values, status, after),
      () => onInvalid(status),
    )();
  };

  return { submitAs, pendingStatus, busy: form.formState.isSubmitting };
}
