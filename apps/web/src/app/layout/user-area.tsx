import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useLogOutToHome } from '#web/features/auth/hooks/use-log-out-to-home.ts';
import { useSession } from '#web/shared/lib/auth-store.ts';
import { ButtonLink } from '#web/shared/ui/button.tsx';
import { Skeleton } from '#web/shared/ui/skeleton.tsx';
import { withAllTexts } from '#web/shared/lib/i18n.ts';

// Only a logged-in visitor sees the menu: guests do not download it (decision 045).
const UserMenu = lazy(async () => ({
  default: (await withAllTexts(import('#web/features/auth/components/user-menu.tsx'))).UserMenu,
}));

function SessionSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="flex items-center gap-3" aria-busy="true">
      <span className="sr-only">{t('user.loadingSession')}</span>
      <Skeleton className="size-10 rounded-full" />
      <div className="hidden flex-col gap-1.5 xl:flex">
        <Skeleton className="h-3 w-24" />
        <Skeleton className="h-2.5 w-16" />
      </div>
    </div>
  );
}

/**
 * Desktop account area: a skeleton while the session loads or logs out, the user's menu when
 * logged in, a login button otherwise (also when loading the session failed).
 */
export function UserArea() {
  const { t } = useTranslation();
  const { status, user } = useSession();
  const location = useLocation();
  const logOut = useLogOutToHome();

  if (status === 'loading' || status === 'loggingOut') return <SessionSkeleton />;
  if (status === 'authenticated' && user) {
    return (
      <Suspense fallback={<SessionSkeleton />}>
        <UserMenu user={user} onLogout={() => void logOut()} />
      </Suspense>
    );
  }
  const here = `${location.pathname}${location.search}`;
  const state = location.pathname.startsWith('/auth/') ? undefined : { from: here };
  return (
    <ButtonLink to="/auth/login" state={state} variant="outline" size="sm">
      {t('user.login')}
    </ButtonLink>
  );
}
