import { OFFER_TYPES, type AdminCategoryInput, type OfferType } from '@marketplace/contract';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldError } from '#web/shared/admin/admin-form.tsx';
import { AdminImageUpload } from '#web/shared/admin/admin-image-upload.tsx';
import { Field } from '#web/shared/ui/field.tsx';
import { Input } from '#web/shared/ui/input.tsx';
import { Select } from '#web/shared/ui/select.tsx';

export interface CategoryFormValues {
  name: string;
  parentId: string;
  offerType: OfferType;
  /** The image uploaded in this form, if any ('' keeps the current one). */
  imageFileId: string;
}

export const categoryInput = (values: CategoryFormValues): AdminCategoryInput => ({
  name: values.name,
  parentId: values.parentId ? Number(values.parentId) : null,
  offerType: values.offerType,
  ...(values.imageFileId ? { imageFileId: values.imageFileId } : {}),
});

/** A category's own fields, for adding one and for editing one: name, parent, offer type, image. */
export function CategoryFields({
  form,
  parents,
  imageUrl,
  hints,
}: {
  form: UseFormReturn<CategoryFormValues>;
  parents: { value: string; label: string }[];
  imageUrl: string | null;
  hints: { name?: string; offerType?: string };
}) {
  const { t } = useTranslation('admin');
  const { errors } = form.formState;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label={t('catalog.name')} required error={fieldError(errors.name?.message)} hint={hints.name}>
          {(control) => <Input {...control} {...form.register('name')} maxLength={60} />}
        </Field>
        <Field label={t('catalog.parent')} error={fieldError(errors.parentId?.message)}>
          {(control) => (
            <Select
              {...control}
              {...form.register('parentId')}
              placeholder={t('catalog.noParent')}
              options={parents}
            />
          )}
        </Field>
        <Field
          label={t('catalog.offerType')}
          error={fieldError(errors.offerType?.message)}
          hint={hints.offerType}
        >
          {(control) => (
            <Select
              {...control}
              {...form.register('offerType')}
              options={OFFER_TYPES.map((type) => ({ value: type, label: t(`catalog.offerTypes.${type}`) }))}
            />
          )}
        </Field>
      </div>
      <AdminImageUpload
        label={t('catalog.image')}
        imageUrl={imageUrl}
        error={fieldError(errors.imageFileId?.message)}
        onUploaded={(image) => form.setValue('imageFileId', image.fileId)}
      />
    </>
  );
}
