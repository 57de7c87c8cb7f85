import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '#web/shared/lib/auth-store.ts';
import { loginPathFor } from '#web/shared/lib/login-path.ts';
import { Spinner } from '#web/shared/ui/spinner.tsx';

export { loginPathFor } from '#web/shared/lib/login-path.ts';

/**
 * Guards the routes below it: waits while the session loads, sends a logged-out visitor to
 * /auth/login with the requested location (in the state and as ?returnTo), renders otherwise:
 * `children` when given (a page that needs login only for some of its paths), else the outlet.
 */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const { status } = useSession();
  const location = useLocation();
  if (status === 'loading' || status === 'loggingOut') {
    return (
      <div className="flex min-h-[40vh] items-center justify-center text-brand-700">
        <Spinner className="size-8" label={t('user.loadingSession')} />
      </div>
    );
  }
  if (status !== 'authenticated') {
    const returnTo = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={loginPathFor(returnTo)} replace state={{ from: returnTo }} />;
  }
  return children ?? <Outlet />;
}
