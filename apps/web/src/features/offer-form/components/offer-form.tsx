import { defaultShowExactAddress, LIMITS, type CategoryDto, type OfferType } from '@marketplace/contract';
import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { get, useForm, useWatch, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSession } from '#web/shared/lib/auth-store.ts';
import { translateServerMessage } from '#web/shared/lib/server-message.ts';
import { useRegion } from '#web/shared/lib/region-context.tsx';
import { Button } from '#web/shared/ui/button.tsx';
import { OfferReviewNotice } from '#web/shared/ui/offer-review-notice.tsx';
import { Card } from '#web/shared/ui/card.tsx';
import { Field } from '#web/shared/ui/field.tsx';
import { Skeleton } from '#web/shared/ui/skeleton.tsx';
import { TextArea } from '#web/shared/ui/text-area.tsx';
import { useCustomFields } from '#web/shared/api/get-custom-fields.ts';
import { useAddressLocator } from '../hooks/use-address-locator.ts';
import { useOfferFormResolver } from '../hooks/use-offer-form-resolver.ts';
import { useOfferFormSubmit } from '../hooks/use-offer-form-submit.ts';
import { usePhotoUploads } from '../hooks/use-photo-uploads.ts';
import {
  attributeValuesFor,
  defaultPeriod,
  emptyOfferFormValues,
  offerToFormValues,
  type EditableOffer,
  type OfferAddressValues,
  type OfferFormPath,
  type OfferFormValues,
} from '../lib/form-values.ts';
import { findCategory, toCategoryId } from '../lib/offer-form-resolver.ts';
import { photoLimit } from '../lib/photo-limit.ts';
import { CategoryPicker } from './category-picker.tsx';
import { CountedInput } from './counted-input.tsx';
import { CustomAttributes } from './custom-attributes.tsx';
import { FormSection } from './form-section.tsx';
import { PhotoUploader } from './photo-uploader.tsx';
import { AddressFields } from './address-fields.tsx';
import {
  JobFields,
  moneySectionKey,
  ProductFields,
  RealEstateFields,
  ServiceFields,
} from './type-fields.tsx';

export { extraPhotosCheckoutPath } from '../hooks/use-offer-form-submit.ts';

export interface OfferFormProps {
  /** The edition's category tree. */
  categories: readonly CategoryDto[];
  /** The offer being edited; none when creating. */
  offer?: EditableOffer | undefined;
  /** Prefills the address of a new offer (the seller's city and state). */
  initialAddress?: Partial<OfferAddressValues> | undefined;
}

/**
 * The offer create and edit form (spec 000 "Offer create and edit form", sections 4, 5 and 7):
 * category first (it sets the type and the custom fields), details, photos, the type's price
 * fields, the address. The contract's write schema and publish rules validate it before the
 * server does, with the same messages (`offerFormResolver`); `useOfferFormSubmit` saves it.
 */
export function OfferForm({ categories, offer, initialAddress }: OfferFormProps) {
  const { t } = useTranslation();
  const region = useRegion();
  const { user } = useSession();
  const editing = offer !== undefined;
  const published = offer?.status === 'published';
  const extraPhotos = offer?.features.extraPhotos ?? false;

  const uploads = usePhotoUploads(offer?.images ?? [], photoLimit(extraPhotos));
  const locate = useAddressLocator(offer?.address);

  const { resolver, updateContext } = useOfferFormResolver({
    categories,
    lockedType: offer?.type,
    editing,
    extraPhotos,
    region,
  });

  const form = useForm<OfferFormValues>({
    defaultValues: offer ? offerToFormValues(offer, region) : emptyOfferFormValues(initialAddress),
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { register, setValue, getValues, clearErrors, formState } = form;

  const categoryValue = useWatch({ control: form.control, name: 'categoryId' });
  const [title, description] = useWatch({ control: form.control, name: ['title', 'description'] });
  const categoryId = toCategoryId(categoryValue);
  const category = findCategory(categories, categoryId);
  const [topId, setTopId] = useState<number | null>(() => category?.path[0]?.id ?? null);
  const type: OfferType | undefined = offer?.type ?? category?.offerType;
  const customFields = useCustomFields(categoryId);
  const fields = useMemo(() => customFields.data ?? [], [customFields.data]);

  useLayoutEffect(() => {
    updateContext({ fields, fileIds: uploads.fileIds });
  });

  // A category's fields replace the previous one's: same-named values are kept, defaults fill the rest.
  useEffect(() => {
    if (customFields.data)
      setValue('attributes', attributeValuesFor(customFields.data, getValues('attributes')));
  }, [customFields.data, getValues, setValue]);

  const errorOf = (path: OfferFormPath): string | undefined => {
    const message = (get(formState.errors, path) as { message?: string } | undefined)?.message;
    return message ? translateServerMessage(message, t) : undefined;
  };

  const chooseCategory = ({
    topId: nextTop,
    categoryId: nextId,
  }: {
    topId: number | null;
    categoryId: number | null;
  }) => {
    setTopId(nextTop);
    const nextType = findCategory(categories, nextId)?.offerType;
    if (nextType && nextType !== type) {
      setValue('period', defaultPeriod(nextType));
      setValue('priceVariant', 'fixed');
    }
    setValue('categoryId', nextId === null ? '' : String(nextId), { shouldValidate: formState.isSubmitted });
  };

  const { submitAs, pendingStatus, busy } = useOfferFormSubmit({
    form,
    setStatus: (status) => updateContext({ status }),
    fields,
    offer,
    type,
    uploads,
    locate,
    customFields: {
      needed: categoryId !== null,
      isSuccess: customFields.isSuccess,
      isError: customFields.isError,
    },
  });
  const sectionKey = type ? moneySectionKey(type) : undefined;

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submitAs('published');
      }}
      className="flex flex-col gap-5"
    >
      {offer?.review && <OfferReviewNotice review={offer.review} />}
      <FormSection
        title={t('offerForm.sections.category.title')}
        description={t('offerForm.sections.category.text')}
      >
        <CategoryPicker
          categories={categories}
          topId={topId}
          categoryId={categoryId}
          lockedType={offer?.type}
          error={errorOf('categoryId')}
          onChange={chooseCategory}
        />
        {type && (
          <p className="text-sm text-ink-muted">
            {t('offerForm.category.type', { type: t(`offerForm.types.${type}`) })}
            {editing && <> · {t('offerForm.category.typeLocked')}</>}
          </p>
        )}
      </FormSection>

      {!type ? (
        <Card className="border-dashed p-6 text-center text-sm text-ink-muted">
          {t('offerForm.category.pickFirst')}
        </Card>
      ) : (
        <>
          <FormSection
            title={t('offerForm.sections.details.title')}
            description={t('offerForm.sections.details.text')}
          >
            <Field label={t('offerForm.fields.title')} error={errorOf('title')} required>
              {(control) => (
                <CountedInput
                  {...control}
                  {...register('title')}
                  maxLength={LIMITS.offerTitleMax}
                  length={title.length}
                  placeholder={t('offerForm.fields.titlePlaceholder')}
                  autoComplete="off"
                />
              )}
            </Field>
            <Field label={t('offerForm.fields.description')} error={errorOf('description')} required>
              {(control) => (
                <TextArea
                  {...control}
                  {...register('description')}
                  value={description}
                  maxLength={LIMITS.offerDescriptionMax}
                  rows={8}
                  placeholder={t('offerForm.fields.descriptionPlaceholder')}
                />
              )}
            </Field>
            {customFields.isLoading ? (
              <div className="grid gap-5 sm:grid-cols-2" aria-busy="true">
                <span className="sr-only">{t('offerForm.fields.loadingAttributes')}</span>
                <Skeleton className="h-16" />
                <Skeleton className="h-16" />
              </div>
            ) : customFields.isError ? (
              <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-danger-700">
                {t('errors.loadData')}
                <Button size="sm" variant="outline" onClick={() => void customFields.refetch()}>
                  {t('home.retry')}
                </Button>
              </div>
            ) : (
              <CustomAttributes fields={fields} register={register} errorOf={errorOf} />
            )}
          </FormSection>

          <FormSection
            title={t('offerForm.sections.photos.title')}
            description={t('offerForm.sections.photos.text', { count: uploads.limit })}
          >
            <PhotoUploader uploads={uploads} error={errorOf('images')} />
            {!extraPhotos && (
              <div className="flex flex-col gap-3 rounded-xl bg-brand-50 p-4 sm:flex-row sm:items-center sm:justify-between">
                <p className="text-sm text-ink-muted">
                  {t('offerForm.photos.extraText', { count: LIMITS.extraPhotosPurchasable })}
                </p>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={busy}
                  // The offer is saved first (as a draft unless already published), then paid for.
                  onClick={() => submitAs(published ? 'published' : 'draft', 'buyExtraPhotos')}
                >
                  {t('offerForm.photos.buyExtra')}
                </Button>
              </div>
            )}
          </FormSection>

          <FormSection
            title={t(`offerForm.sections.${sectionKey!}.title`)}
            description={t(`offerForm.sections.${sectionKey!}.text`)}
          >
            {type === 'product' && <ProductFields form={form} errorOf={errorOf} />}
            {type === 'real_estate' && <RealEstateFields form={form} errorOf={errorOf} />}
            {type === 'service' && <ServiceFields form={form} errorOf={errorOf} />}
            {type === 'job_offer' && <JobFields form={form} errorOf={errorOf} />}
          </FormSection>

          <FormSection
            title={t('offerForm.sections.location.title')}
            description={t('offerForm.sections.location.text')}
          >
            <AddressFields
              form={form}
              errorOf={errorOf}
              defaultExact={defaultShowExactAddress(user?.type ?? 'person', type)}
              onAddressChange={() => clearErrors('address.geoCoordinate' as Path<OfferFormValues>)}
            />
          </FormSection>
        </>
      )}

      <Card className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6">
        <p className="text-sm text-ink-muted">{t('offerForm.requiredNote')}</p>
        <div className="flex flex-col-reverse gap-3 sm:flex-row">
          {!published && (
            <Button
              variant="outline"
              size="lg"
              loading={busy && pendingStatus === 'draft'}
              disabled={busy}
              onClick={() => submitAs('draft')}
            >
              {t('offerForm.actions.saveDraft')}
            </Button>
          )}
          <Button type="submit" size="lg" loading={busy && pendingStatus === 'published'} disabled={busy}>
            {t(published ? 'offerForm.actions.save' : 'offerForm.actions.publish')}
          </Button>
        </div>
      </Card>
    </form>
  );
}
