import { useTranslation } from 'react-i18next';
import { ContentTabs } from '#web/features/admin-content/components/content-tabs.tsx';
import { AdminPage } from '#web/shared/admin/admin-page.tsx';

/** `/admin/content`: static pages, adverts and the prices of paid extras. */
export function AdminContentRoute() {
  const { t } = useTranslation('admin');
  return (
    <AdminPage title={t('content.title')} description={t('content.description')}>
      <ContentTabs />
    </AdminPage>
  );
}
