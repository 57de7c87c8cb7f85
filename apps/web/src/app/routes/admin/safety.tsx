import { useTranslation } from 'react-i18next';
import { BlockedDomains } from '#web/features/admin-safety/components/blocked-domains.tsx';
import { ScamRules } from '#web/features/admin-safety/components/scam-rules.tsx';
import { AdminPage } from '#web/shared/admin/admin-page.tsx';

/** `/admin/safety`: the scam rules and blocked domains that warn recipients in chat (decision 132). */
export function AdminSafetyRoute() {
  const { t } = useTranslation('admin');
  return (
    <AdminPage title={t('safety.title')} description={t('safety.description')}>
      <div className="flex flex-col gap-8">
        <BlockedDomains />
        <ScamRules />
      </div>
    </AdminPage>
  );
}
