import { useTranslation } from 'react-i18next';
import { MyProfilePage } from '#web/features/account-settings/components/my-profile-page.tsx';
import { useLogOutToHome } from '#web/features/auth/hooks/use-log-out-to-home.ts';
import { useSession } from '#web/shared/lib/auth-store.ts';
import { useDocumentTitle } from '#web/shared/lib/use-document-title.ts';
import { MessagesMark } from '../layout/messages-mark.tsx';

/** /profile/my-profile (behind RequireAuth): the account area's home, the Profile tab's target. */
export function MyProfileRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('routes.myProfile'));
  const { user } = useSession();
  const logOut = useLogOutToHome();
  if (!user) return null;
  return (
    <MyProfilePage
      user={user}
      onLogout={() => void logOut()}
      messagesMark={<MessagesMark className="-top-1 -right-1" />}
    />
  );
}
