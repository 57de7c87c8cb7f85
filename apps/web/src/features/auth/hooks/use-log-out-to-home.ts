import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '#web/shared/lib/toast.ts';
import { useLogout } from './use-logout.ts';

/**
 * The account area's Log out (the desktop menu, My profile): home first, so a page that needs a
 * session does not send the visitor to the login page on the way, then the session ends, with a
 * toast (a failure shows its message instead).
 */
export function useLogOutToHome() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = useLogout();
  return useCallback(async () => {
    // Committed at once (not in the router's transition): the session's end below would otherwise
    // render first, and the page that needs a session would send the visitor to the login page.
    await navigate('/', { flushSync: true });
    const failure = await logout();
    if (!failure) toast.success(t('user.loggedOut'));
  }, [logout, navigate, t]);
}
