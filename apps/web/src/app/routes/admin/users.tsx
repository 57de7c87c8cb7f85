import { useTranslation } from 'react-i18next';
import { UsersSearch } from '#web/features/admin-users/components/users-search.tsx';
import { AdminPage } from '#web/shared/admin/admin-page.tsx';

/** `/admin/users`: search the edition's accounts (issue 25, decision 087). */
export function AdminUsersRoute() {
  const { t } = useTranslation('admin');
  return (
    <AdminPage title={t('users.title')} description={t('users.description')}>
      <UsersSearch />
    </AdminPage>
  );
}
