import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { syncBasketAtSignIn } from '#web/features/basket/api/merge-basket.ts';
import { LoginForm } from '#web/features/auth/components/login-form.tsx';
import { useSession } from '#web/shared/lib/auth-store.ts';
import { safeReturnPath } from '#web/shared/lib/safe-return-path.ts';
import { toast } from '#web/shared/lib/toast.ts';
import { useDocumentTitle } from '#web/shared/lib/use-document-title.ts';

/** The page to return to after login: the guarded page that sent the visitor here, else `/`. */
export function useReturnPath(): string {
  const location = useLocation();
  const [params] = useSearchParams();
  const fromState = (location.state as { from?: unknown } | null)?.from;
  return safeReturnPath(fromState) ?? safeReturnPath(params.get('returnTo')) ?? '/';
}

export function LoginRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { status } = useSession();
  const returnTo = useReturnPath();
  useDocumentTitle(t('routes.login'));

  if (status === 'authenticated') return <Navigate to={returnTo} replace />;

  return (
    <div className="mx-auto w-full max-w-md py-2 sm:py-8">
      <div className="rounded-card border border-line bg-surface p-6 shadow-card sm:p-8">
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{t('auth.login.title')}</h1>
        <p className="mt-2 mb-6 text-sm text-ink-muted">{t('auth.login.intro')}</p>
        <LoginForm
          onSuccess={() => {
            toast.success(t('auth.login.success'));
            // The device basket joins the account's (decision 060); the page changes meanwhile.
            void syncBasketAtSignIn(queryClient);
            void navigate(returnTo, { replace: true });
          }}
        />
      </div>
    </div>
  );
}
