import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { CategoryEditor } from '#web/features/admin-catalog/components/category-editor.tsx';
import { AdminPage } from '#web/shared/admin/admin-page.tsx';

/** `/admin/catalog/:id`: one category and its custom fields. */
export function AdminCategoryRoute() {
  const { t } = useTranslation('admin');
  const id = Number(useParams().id);
  return (
    <AdminPage title={t('catalog.categoryTitle')} description={t('catalog.categoryDescription')}>
      {Number.isInteger(id) && id > 0 ? (
        <CategoryEditor key={id} id={id} />
      ) : (
        <p className="text-ink-muted">{t('console.empty')}</p>
      )}
    </AdminPage>
  );
}
