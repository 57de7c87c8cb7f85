import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AccountSettingsPage } from '#web/features/account-settings/components/account-settings-page.tsx';
import { useLogout } from '#web/features/auth/hooks/use-logout.ts';
import { toast } from '#web/shared/lib/toast.ts';
import { useDocumentTitle } from '#web/shared/lib/use-document-title.ts';

export function AccountSettingsRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = useLogout();
  useDocumentTitle(t('routes.accountSettings'));
  // A deleted account's sessions are already ended on the server: sign out here, go home, say so.
  const onAccountDeleted = async () => {
    await navigate('/');
    await logout({ silent: true });
    toast.success(t('accountDeletion.success'));
  };
  return <AccountSettingsPage onAccountDeleted={onAccountDeleted} />;
}
