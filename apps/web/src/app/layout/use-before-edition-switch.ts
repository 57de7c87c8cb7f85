import { useLogout } from '#web/features/auth/hooks/use-logout.ts';
import { authStore } from '#web/shared/lib/auth-store.ts';

/**
 * What runs before leaving for the other edition (spec 000 section 4, "Session"): a signed-in user
 * is logged out first, quietly. The version selector and the edition notice share it.
 */
export function useBeforeEditionSwitch(): () => Promise<void> {
  const logout = useLogout();
  return async () => {
    if (authStore.getState().status === 'authenticated') await logout({ silent: true });
  };
}
