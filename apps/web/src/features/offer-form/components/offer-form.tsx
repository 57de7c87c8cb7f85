import { toNestErrors } from '@hookform/resolvers';
import {
  LIMITS,
  MESSAGES,
  type CategoryDto,
  type CustomFormFieldDto,
  type OfferType,
} from '@marketplace/contract';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { get, useForm, useWatch, type FieldErrors, type Path, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { normalizeApiError } from '#web/shared/lib/api-error.ts';
import { translateServerMessage } from '#web/shared/lib/i18n.ts';
import { useRegion } from '#web/shared/lib/region-context.tsx';
import { toast } from '#web/shared/lib/toast.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { Card } from '#web/shared/ui/card.tsx';
import { Field } from '#web/shared/ui/field.tsx';
import { Skeleton } from '#web/shared/ui/skeleton.tsx';
import { TextArea } from '#web/shared/ui/text-area.tsx';
import { useCustomFields } from '#web/shared/api/get-custom-fields.ts';
import { useSaveOffer } from '../api/save-offer.ts';
import { useAddressLocator } from '../hooks/use-address-locator.ts';
import { usePhotoUploads } from '../hooks/use-photo-uploads.ts';
import { canLookUp } from '../lib/address-lookup.ts';
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
import { buildOfferRequest, type GeoCoordinate, type OfferWriteStatus } from '../lib/offer-request.ts';
import { photoLimit } from '../lib/photo-limit.ts';
import { toFormErrors, validateOfferRequest } from '../lib/validate-offer-form.ts';
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

export interface OfferFormProps {
  /** The edition's category tree. */
  categories: readonly CategoryDto[];
  /** The offer being edited; none when creating. */
  offer?: EditableOffer | undefined;
  /** Prefills the address of a new offer (the seller's city and state). */
  initialAddress?: Partial<OfferAddressValues> | undefined;
}

function findCategory(tree: readonly CategoryDto[], id: number | null): CategoryDto | undefined {
  if (id === null) return undefined;
  for (const category of tree) {
    if (category.id === id) return category;
    const found = findCategory(category.children, id);
    if (found) return found;
  }
  return undefined;
}

const toId = (value: string): number | null => (value === '' ? null : Number(value));

/** What the resolver needs besides the values; kept current after every render. */
/** After a save: show the result (the offer or the drafts), or go on to buy extra photos. */
type AfterSave = 'show' | 'buyExtraPhotos';

interface FormContext {
  fields: readonly CustomFormFieldDto[];
  fileIds: readonly string[];
  status: OfferWriteStatus;
  then: AfterSave;
}

/** The paid-extras checkout (spec 001 "Paid extras flow") for an offer's extra photos. */
export const extraPhotosCheckoutPath = (offerId: number) =>
  `/payment/method/extras?offerId=${offerId}&feature=extraPhotos`;

/**
 * The offer create and edit form (spec 000 "Offer create and edit form", sections 4, 5 and 7):
 * category first (it sets the type and the custom fields), details, photos, the type's price
 * fields, the address. The contract's write schema and publish rules validate it before the
 * server does, with the same messages.
 */
export function OfferForm({ categories, offer, initialAddress }: OfferFormProps) {
  const { t } = useTranslation();
  const region = useRegion();
  const navigate = useNavigate();
  const save = useSaveOffer();
  const editing = offer !== undefined;
  const published = offer?.status === 'published';
  const extraPhotos = offer?.features.extraPhotos ?? false;

  const uploads = usePhotoUploads(offer?.images ?? [], photoLimit(extraPhotos));
  const locate = useAddressLocator(offer?.address);
  const [pendingStatus, setPendingStatus] = useState<OfferWriteStatus>('published');

  const context = useRef<FormContext>({ fields: [], fileIds: [], status: 'published', then: 'show' });
  const resolver = useMemo<Resolver<OfferFormValues>>(
    () => async (values, _context, options) => {
      const { fields, fileIds, status } = context.current;
      const type = offer?.type ?? findCategory(categories, toId(values.categoryId))?.offerType;
      let problems: Partial<Record<OfferFormPath, string>>;
      if (!type) {
        problems = { categoryId: MESSAGES.required };
      } else {
        const built = buildOfferRequest(values, { type, status, editing, fields, fileIds, region });
        const checked = validateOfferRequest(built.request, {
          type,
          fields,
          photoCount: fileIds.length,
          extraPhotos,
          region,
        });
        problems = { ...checked, ...built.errors };
      }
      const entries = Object.entries(problems);
      if (entries.length === 0) return { values, errors: {} };
      const flat = Object.fromEntries(
        entries.map(([path, message]) => [path, { type: 'validate', message }]),
      );
      return { values: {}, errors: toNestErrors(flat as FieldErrors, options) };
    },
    [categories, editing, extraPhotos, offer?.type, region],
  );

  const form = useForm<OfferFormValues>({
    defaultValues: offer ? offerToFormValues(offer, region) : emptyOfferFormValues(initialAddress),
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { register, setValue, getValues, setError, clearErrors, formState } = form;

  const categoryValue = useWatch({ control: form.control, name: 'categoryId' });
  const [title, description] = useWatch({ control: form.control, name: ['title', 'description'] });
  const categoryId = toId(categoryValue);
  const category = findCategory(categories, categoryId);
  const [topId, setTopId] = useState<number | null>(() => category?.path[0]?.id ?? null);
  const type: OfferType | undefined = offer?.type ?? category?.offerType;
  const customFields = useCustomFields(categoryId);
  const fields = useMemo(() => customFields.data ?? [], [customFields.data]);

  useLayoutEffect(() => {
    context.current.fields = fields;
    context.current.fileIds = uploads.fileIds;
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
  const showErrors = (errors: Partial<Record<OfferFormPath, string>>) => {
    for (const [path, message] of Object.entries(errors))
      setError(path as Path<OfferFormValues>, { type: 'server', message });
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

  const submit = async (values: OfferFormValues) => {
    const { status } = context.current;
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
        setError('address.geoCoordinate' as Path<OfferFormValues>, {
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
      if (context.current.then === 'buyExtraPhotos') {
        // A new offer is switched to its edit route first, so coming back from the checkout
        // edits the saved draft instead of creating another offer (spec 000, offer form).
        if (!editing) await navigate(`/offers/edit/${saved.id}`, { replace: true });
        await navigate(extraPhotosCheckoutPath(saved.id));
        return;
      }
      if (saved.status === 'published') {
        toast.success(t(published ? 'offerForm.toast.saved' : 'offerForm.toast.published'));
        void navigate(`/offer/${saved.id}`);
      } else {
        toast.success(t('offerForm.toast.draftSaved'));
        void navigate('/profile/my-offers/draft');
      }
    } catch (error) {
      const apiError = normalizeApiError(error);
      showErrors(toFormErrors(apiError.fieldErrors));
      toast.error(translateServerMessage(apiError.displayMessage, t));
    }
  };

  const onInvalid = () => {
    toast.error(
      context.current.status === 'published'
        ? translateServerMessage(MESSAGES.notReadyForPublishing, t)
        : t('offerForm.toast.checkFields'),
    );
  };

  const submitAs = (status: OfferWriteStatus, then: AfterSave = 'show') => {
    // Without its fields loaded the category's attributes would be sent empty.
    if (categoryId !== null && !customFields.isSuccess) {
      toast.error(t(customFields.isError ? 'errors.loadData' : 'offerForm.fields.loadingAttributes'));
      return;
    }
    context.current.status = status;
    context.current.then = then;
    setPendingStatus(status);
    void form.handleSubmit(submit, onInvalid)();
  };
  const busy = formState.isSubmitting;
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
            description={t('offerForm.sections.photos.text', { max: uploads.limit })}
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
