import {
  OFFER_TYPES,
  PAGE_PATHS,
  type AdminCategoryDto,
  type AdminCategoryInput,
  type OfferType,
} from '@marketplace/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminImageUpload } from '#web/shared/admin/admin-image-upload.tsx';
import { AdminLoadState } from '#web/shared/admin/admin-page.tsx';
import { translateServerMessage } from '#web/shared/lib/server-message.ts';
import { applyServerErrors } from '#web/shared/lib/server-errors.ts';
import { toast } from '#web/shared/lib/toast.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { Field } from '#web/shared/ui/field.tsx';
import { Input } from '#web/shared/ui/input.tsx';
import { Select } from '#web/shared/ui/select.tsx';
import { useAdminCategories, useCreateCategory } from '../api/catalog.ts';
import { parentOptions } from './category-options.ts';

export const categoryPath = (id: number) => PAGE_PATHS.adminCategory.replace(':id', String(id));

/** `/admin/catalog`: the edition's category tree, and a form to add a category. */
export function CatalogTree() {
  const { t } = useTranslation('admin');
  const tree = useAdminCategories();
  const [adding, setAdding] = useState(false);
  if (!tree.data) return <AdminLoadState failed={tree.isError} onRetry={() => void tree.refetch()} />;
  return (
    <div className="flex flex-col gap-4">
      <div>
        {adding ? (
          <AddCategoryForm tree={tree.data} onDone={() => setAdding(false)} />
        ) : (
          <Button onClick={() => setAdding(true)}>{t('catalog.add')}</Button>
        )}
      </div>
      {tree.data.length === 0 ? (
        <p className="rounded-xl bg-surface p-4 text-ink-muted ring-1 ring-line">{t('console.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label={t('catalog.treeLabel')}>
          {tree.data.map((node) => (
            <TreeNode key={node.id} node={node} />
          ))}
        </ul>
      )}
    </div>
  );
}

function TreeNode({ node }: { node: AdminCategoryDto }) {
  const { t } = useTranslation('admin');
  return (
    <li className="rounded-xl bg-surface ring-1 ring-line">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 p-3">
        {node.imageUrl ? (
          <img src={node.imageUrl} alt="" className="size-10 rounded-lg object-cover" />
        ) : (
          <span className="size-10 rounded-lg bg-canvas" aria-hidden="true" />
        )}
        <Link
          to={categoryPath(node.id)}
          className="min-h-11 flex-1 content-center font-semibold text-brand-800 underline-offset-2 hover:underline"
        >
          {node.name}
        </Link>
        <span className="text-sm text-ink-muted">
          {t(`catalog.offerTypes.${node.offerType}`)} ·{' '}
          {t('catalog.offersCount', { count: node.publishedOffers })}
        </span>
      </div>
      {node.children.length > 0 && (
        <ul className="flex flex-col gap-2 border-t border-line py-2 pr-2 pl-4 sm:pl-8">
          {node.children.map((child) => (
            <TreeNode key={child.id} node={child} />
          ))}
        </ul>
      )}
    </li>
  );
}

interface CategoryFormValues {
  name: string;
  parentId: string;
  offerType: OfferType;
  imageFileId: string;
}

function AddCategoryForm({ tree, onDone }: { tree: AdminCategoryDto[]; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const create = useCreateCategory();
  const [imageUrl, setImageUrl] = useState<string | null>(null);
  const form = useForm<CategoryFormValues>({
    defaultValues: { name: '', parentId: '', offerType: 'product', imageFileId: '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    const input: AdminCategoryInput = {
      name: values.name,
      parentId: values.parentId ? Number(values.parentId) : null,
      offerType: values.offerType,
      ...(values.imageFileId ? { imageFileId: values.imageFileId } : {}),
    };
    try {
      await create.mutateAsync(input);
      toast.success(t('catalog.added', { name: values.name }));
      onDone();
    } catch (error) {
      applyServerErrors(error, form.setError, { shouldFocus: true });
    }
  });
  const message = (text: string | undefined) => (text ? translateServerMessage(text) : undefined);
  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-4 rounded-xl bg-surface p-4 ring-1 ring-line"
      aria-labelledby="add-category-title"
    >
      <h2 id="add-category-title" className="text-lg font-bold">
        {t('catalog.add')}
      </h2>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field
          label={t('catalog.name')}
          required
          error={message(errors.name?.message)}
          hint={t('catalog.nameHint')}
        >
          {(control) => <Input {...control} {...form.register('name')} maxLength={60} />}
        </Field>
        <Field label={t('catalog.parent')} error={message(errors.parentId?.message)}>
          {(control) => (
            <Select
              {...control}
              {...form.register('parentId')}
              placeholder={t('catalog.noParent')}
              options={parentOptions(tree)}
            />
          )}
        </Field>
        <Field label={t('catalog.offerType')} error={message(errors.offerType?.message)}>
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
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={create.isPending}>
          {t('catalog.create')}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          {t('console.cancel')}
        </Button>
      </div>
    </form>
  );
}
