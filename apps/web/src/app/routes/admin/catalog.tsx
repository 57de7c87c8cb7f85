import { useTranslation } from 'react-i18next';
import { CatalogTree } from '#web/features/admin-catalog/components/catalog-tree.tsx';
import { AdminPage } from '#web/shared/admin/admin-page.tsx';

/** `/admin/catalog`: the category tree (add, open a category). */
export function AdminCatalogRoute() {
  const { t } = useTranslation('admin');
  return (
    <AdminPage title={t('catalog.title')} description={t('catalog.description')}>
      <CatalogTree />
    </AdminPage>
  );
}
