import { useTranslation } from 'react-i18next';
import { AdminPage } from '#web/shared/admin/admin-page.tsx';

// Placeholder until this section of the console lands (issue 25).
export function AdminCategoryRoute() {
  const { t } = useTranslation('admin');
  return (
    <AdminPage title={t('catalog.title')} description={t('catalog.description')}>
      {null}
    </AdminPage>
  );
}
