import {
  ADMIN_FIELD_TYPES,
  OFFER_TYPES,
  PAGE_PATHS,
  type AdminCategoryDetailDto,
  type AdminCategoryFieldDto,
  type AdminFieldInput,
  type AdminFieldType,
  type OfferType,
} from '@marketplace/contract';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminImageUpload } from '#web/shared/admin/admin-image-upload.tsx';
import { AdminLoadState } from '#web/shared/admin/admin-page.tsx';
import { translateServerMessage } from '#web/shared/lib/server-message.ts';
import { applyServerErrors } from '#web/shared/lib/server-errors.ts';
import { toast } from '#web/shared/lib/toast.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { Checkbox } from '#web/shared/ui/checkbox.tsx';
import { Field } from '#web/shared/ui/field.tsx';
import { Input } from '#web/shared/ui/input.tsx';
import { Select } from '#web/shared/ui/select.tsx';
import { TextArea } from '#web/shared/ui/text-area.tsx';
import {
  useAddField,
  useAdminCategories,
  useAdminCategory,
  useUpdateCategory,
  useUpdateField,
} from '../api/catalog.ts';
import { categoryPath } from './catalog-tree.tsx';
import { parentOptions } from './category-options.ts';

const message = (text: string | undefined) => (text ? translateServerMessage(text) : undefined);

/** `/admin/catalog/:id`: the category (rename, move, image, offer type) and its custom fields. */
export function CategoryEditor({ id }: { id: number }) {
  const { t } = useTranslation('admin');
  const detail = useAdminCategory(id);
  if (!detail.data) return <AdminLoadState failed={detail.isError} onRetry={() => void detail.refetch()} />;
  const data = detail.data;
  return (
    <div className="flex flex-col gap-6">
      <nav aria-label={t('catalog.pathLabel')} className="text-sm">
        <ol className="flex flex-wrap items-center gap-1">
          <li>
            <Link
              to={PAGE_PATHS.adminCatalog}
              className="inline-flex min-h-11 items-center text-brand-800 underline"
            >
              {t('catalog.title')}
            </Link>
          </li>
          {data.path.map((node) => (
            <li key={node.id} className="flex items-center gap-1">
              <span aria-hidden="true">/</span>
              {node.id === id ? (
                <span aria-current="page">{node.name}</span>
              ) : (
                <Link
                  to={categoryPath(node.id)}
                  className="inline-flex min-h-11 items-center text-brand-800 underline"
                >
                  {node.name}
                </Link>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <CategoryForm key={JSON.stringify(data.category)} detail={data} />
      <FieldsSection detail={data} />
    </div>
  );
}

interface CategoryValues {
  name: string;
  parentId: string;
  offerType: OfferType;
}

function CategoryForm({ detail }: { detail: AdminCategoryDetailDto }) {
  const { t } = useTranslation('admin');
  const { category } = detail;
  const tree = useAdminCategories();
  const update = useUpdateCategory(category.id);
  const form = useForm<CategoryValues & { imageFileId: string }>({
    defaultValues: {
      name: category.name,
      parentId: category.parentId ? String(category.parentId) : '',
      offerType: category.offerType,
      imageFileId: '',
    },
  });
  const [imageUrl, setImageUrl] = useState(category.imageUrl);
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync({
        name: values.name,
        parentId: values.parentId ? Number(values.parentId) : null,
        offerType: values.offerType,
        ...(values.imageFileId ? { imageFileId: values.imageFileId } : {}),
      });
      toast.success(t('console.saved'));
    } catch (error) {
      applyServerErrors(error, form.setError, { shouldFocus: true });
    }
  });
  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-4 rounded-xl bg-surface p-4 ring-1 ring-line"
      aria-labelledby="category-form-title"
    >
      <h2 id="category-form-title" className="text-lg font-bold">
        {t('catalog.category')}
      </h2>
      <p className="text-sm text-ink-muted">
        {t('catalog.offersCount', { count: category.publishedOffers })} ·{' '}
        {t('catalog.allOffersCount', { count: category.offers })}
      </p>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label={t('catalog.name')} required error={message(errors.name?.message)}>
          {(control) => <Input {...control} {...form.register('name')} maxLength={60} />}
        </Field>
        <Field label={t('catalog.parent')} error={message(errors.parentId?.message)}>
          {(control) => (
            <Select
              {...control}
              {...form.register('parentId')}
              placeholder={t('catalog.noParent')}
              options={tree.data ? parentOptions(tree.data, category.id) : []}
            />
          )}
        </Field>
        <Field
          label={t('catalog.offerType')}
          error={message(errors.offerType?.message)}
          hint={t('catalog.offerTypeHint')}
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
        error={message(errors.imageFileId?.message)}
        onUploaded={(image) => {
          form.setValue('imageFileId', image.fileId);
          setImageUrl(image.url);
        }}
      />
      <div>
        <Button type="submit" disabled={update.isPending}>
          {t('console.save')}
        </Button>
      </div>
    </form>
  );
}

function FieldsSection({ detail }: { detail: AdminCategoryDetailDto }) {
  const { t } = useTranslation('admin');
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<number | null>(null);
  return (
    <section className="flex flex-col gap-3" aria-labelledby="fields-title">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="fields-title" className="text-lg font-bold">
          {t('catalog.fields')}
        </h2>
        {!adding && <Button onClick={() => setAdding(true)}>{t('catalog.addField')}</Button>}
      </div>
      <p className="text-sm text-ink-muted">{t('catalog.requiredRule')}</p>
      {adding && <FieldForm categoryId={detail.category.id} onDone={() => setAdding(false)} />}
      {detail.fields.length === 0 && !adding ? (
        <p className="rounded-xl bg-surface p-4 text-ink-muted ring-1 ring-line">{t('catalog.noFields')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {detail.fields.map((field) => (
            <li key={field.id} className="rounded-xl bg-surface p-3 ring-1 ring-line">
              {editing === field.id ? (
                <FieldForm
                  categoryId={detail.category.id}
                  field={field}
                  inUse={detail.valuesInUse[field.name] ?? []}
                  onDone={() => setEditing(null)}
                />
              ) : (
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <div>
                    <p className="font-semibold">
                      {field.title} <span className="font-mono text-sm text-ink-muted">({field.name})</span>
                    </p>
                    <p className="text-sm text-ink-muted">
                      {t(`catalog.fieldTypes.${field.type}`)}
                      {field.required ? ` · ${t('catalog.required')}` : ''}
                      {field.enumValues.length > 0 ? ` · ${field.enumValues.join(', ')}` : ''}
                    </p>
                  </div>
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => setEditing(field.id)}
                    aria-label={t('catalog.editField', { title: field.title })}
                  >
                    {t('catalog.edit')}
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {detail.inheritedFields.length > 0 && (
        <div className="flex flex-col gap-2">
          <h3 className="font-semibold">{t('catalog.inheritedFields')}</h3>
          <ul className="flex flex-col gap-1 text-sm">
            {detail.inheritedFields.map((field) => (
              <li key={field.id} className="text-ink-muted">
                {field.title} · {t(`catalog.fieldTypes.${field.type}`)} ·{' '}
                {t('catalog.from', { name: field.categoryName })}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

interface FieldValues {
  name: string;
  title: string;
  type: AdminFieldType;
  enumValues: string;
  required: boolean;
  default: string;
  unit: string;
}

function FieldForm({
  categoryId,
  field,
  inUse = [],
  onDone,
}: {
  categoryId: number;
  field?: AdminCategoryFieldDto;
  inUse?: string[];
  onDone: () => void;
}) {
  const { t } = useTranslation('admin');
  const add = useAddField(categoryId);
  const update = useUpdateField(categoryId, field?.id ?? 0);
  const form = useForm<FieldValues>({
    defaultValues: {
      name: field?.name ?? '',
      title: field?.title ?? '',
      type: field?.type ?? 'string',
      enumValues: field?.enumValues.join('\n') ?? '',
      required: field?.required ?? false,
      default: field?.default === null || field?.default === undefined ? '' : String(field.default),
      unit: field?.unit ?? '',
    },
  });
  const { errors } = form.formState;
  const type = useWatch({ control: form.control, name: 'type' });
  const submit = form.handleSubmit(async (values) => {
    const numeric = values.type === 'integer' || values.type === 'number';
    const input: Omit<AdminFieldInput, 'name'> = {
      title: values.title,
      type: values.type,
      required: values.required,
      unit: values.unit.trim() || null,
      default: values.default.trim() === '' ? null : numeric ? Number(values.default) : values.default.trim(),
      ...(values.type === 'enum'
        ? {
            enumValues: values.enumValues
              .split('\n')
              .map((value) => value.trim())
              .filter(Boolean),
          }
        : {}),
    };
    try {
      if (field) await update.mutateAsync(input);
      else await add.mutateAsync({ ...input, name: values.name });
      toast.success(t('console.saved'));
      onDone();
    } catch (error) {
      applyServerErrors(error, form.setError, {
        shouldFocus: true,
        fields: (path) => (path.startsWith('enumValues') ? 'enumValues' : (path as keyof FieldValues)),
      });
    }
  });
  const titleId = field ? `field-form-${field.id}` : 'field-form-new';
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-labelledby={titleId}>
      <h3 id={titleId} className="font-semibold">
        {field ? t('catalog.editField', { title: field.title }) : t('catalog.addField')}
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('catalog.fieldTitle')} required error={message(errors.title?.message)}>
          {(control) => <Input {...control} {...form.register('title')} maxLength={60} />}
        </Field>
        <Field
          label={t('catalog.fieldName')}
          required
          error={message(errors.name?.message)}
          hint={t('catalog.fieldNameHint')}
        >
          {(control) => (
            <Input {...control} {...form.register('name')} maxLength={40} disabled={field !== undefined} />
          )}
        </Field>
        <Field label={t('catalog.fieldType')} error={message(errors.type?.message)}>
          {(control) => (
            <Select
              {...control}
              {...form.register('type')}
              options={ADMIN_FIELD_TYPES.map((value) => ({ value, label: t(`catalog.fieldTypes.${value}`) }))}
            />
          )}
        </Field>
        <Field label={t('catalog.unit')} error={message(errors.unit?.message)}>
          {(control) => <Input {...control} {...form.register('unit')} maxLength={10} />}
        </Field>
        {type === 'enum' && (
          <Field
            label={t('catalog.enumValues')}
            required
            error={message(errors.enumValues?.message)}
            hint={
              inUse.length > 0
                ? t('catalog.valuesInUse', { values: inUse.join(', ') })
                : t('catalog.enumValuesHint')
            }
            className="sm:col-span-2"
          >
            {(control) => <TextArea {...control} {...form.register('enumValues')} rows={4} />}
          </Field>
        )}
        <Field label={t('catalog.default')} error={message(errors.default?.message)}>
          {(control) => <Input {...control} {...form.register('default')} />}
        </Field>
      </div>
      <Checkbox
        label={t('catalog.required')}
        description={t('catalog.requiredRule')}
        {...form.register('required')}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={add.isPending || update.isPending}>
          {t('console.save')}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          {t('console.cancel')}
        </Button>
      </div>
    </form>
  );
}
