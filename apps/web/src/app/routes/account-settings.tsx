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
  // Its socket, ended too, may clear the session at any moment, and the page's guard then sends the
  // browser to the login page: signing out first, then going home once that has happened, wins.
  const onAccountDeleted = async () => {
    await logout({ silent: true });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, attempt === 0 ? 0 : 100));
      if (window.location.pathname === '/') break;
      await navigate('/', { replace: true });
    }
    toast.success(t('accountDeletion.success'));
  };
  return <AccountSettingsPage onAccountDeleted={onAccountDeleted} />;
}
