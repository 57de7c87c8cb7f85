import { useTranslation } from 'react-i18next';
import { AuditLog } from '#web/features/admin-audit/components/audit-log.tsx';
import { AdminPage } from '#web/shared/admin/admin-page.tsx';

/** `/admin/audit-log`: every administrative action, filterable. */
export function AdminAuditLogRoute() {
  const { t } = useTranslation('admin');
  return (
    <AdminPage title={t('audit.title')} description={t('audit.description')}>
      <AuditLog />
    </AdminPage>
  );
}
