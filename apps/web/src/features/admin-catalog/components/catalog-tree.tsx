import { PAGE_PATHS, type AdminCategoryDto } from '@marketplace/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminForm, AdminFormButtons } from '#web/shared/admin/admin-form.tsx';
import { AdminLoadState } from '#web/shared/admin/admin-page.tsx';
import { applyServerErrors } from '#web/shared/lib/server-errors.ts';
import { toast } from '#web/shared/lib/toast.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { useAdminCategories, useCreateCategory } from '../api/catalog.ts';
import { CategoryFields, categoryInput, type CategoryFormValues } from './category-fields.tsx';
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

function AddCategoryForm({ tree, onDone }: { tree: AdminCategoryDto[]; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const create = useCreateCategory();
  const form = useForm<CategoryFormValues>({
    defaultValues: { name: '', parentId: '', offerType: 'product', imageFileId: '' },
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      await create.mutateAsync(categoryInput(values));
      toast.success(t('catalog.added', { name: values.name }));
      onDone();
    } catch (error) {
      applyServerErrors(error, form.setError, { shouldFocus: true });
    }
  });
  return (
    <AdminForm id="add-category-title" title={t('catalog.add')} onSubmit={submit}>
      <CategoryFields
        form={form}
        parents={parentOptions(tree)}
        imageUrl={null}
        hints={{ name: t('catalog.nameHint') }}
      />
      <AdminFormButtons submit={t('catalog.create')} pending={create.isPending} onCancel={onDone} />
    </AdminForm>
  );
}
