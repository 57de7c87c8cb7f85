import { MESSAGES, type LoginInput, type PendingConfirmation } from '@marketplace/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useCreateSession } from '#web/features/auth/api/create-session.ts';
import { LoginForm } from '#web/features/auth/components/login-form.tsx';
import { syncBasketAtSignIn } from '#web/features/basket/api/merge-basket.ts';
import { useResendCode } from '#web/features/registration/api/resend-code.ts';
import { ConfirmCodeForm } from '#web/features/registration/components/confirm-code-form.tsx';
import { normalizeApiError } from '#web/shared/lib/api-error.ts';
import { useSession } from '#web/shared/lib/auth-store.ts';
import { translateServerMessage } from '#web/shared/lib/server-message.ts';
import { safeReturnPath } from '#web/shared/lib/safe-return-path.ts';
import { toast, toastError } from '#web/shared/lib/toast.ts';
import { useDocumentTitle } from '#web/shared/lib/use-document-title.ts';
import { Button } from '#web/shared/ui/button.tsx';

/** The page to return to after login: the guarded page that sent the visitor here, else `/`. */
export function useReturnPath(): string {
  const location = useLocation();
  const [params] = useSearchParams();
  const fromState = (location.state as { from?: unknown } | null)?.from;
  return safeReturnPath(fromState) ?? safeReturnPath(params.get('returnTo')) ?? '/';
}

/** An unconfirmed account's login: its open confirmation and what was typed, kept in memory only. */
interface Unconfirmed {
  confirmation: PendingConfirmation;
  credentials: LoginInput;
  /** The code field is shown (after 'Enter the code' or 'Send a new code'). */
  enteringCode: boolean;
}

export function LoginRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { status } = useSession();
  const returnTo = useReturnPath();
  const createSession = useCreateSession();
  const resend = useResendCode();
  const [unconfirmed, setUnconfirmed] = useState<Unconfirmed | null>(null);
  useDocumentTitle(t('routes.login'));

  if (status === 'authenticated') return <Navigate to={returnTo} replace />;

  const signedIn = () => {
    toast.success(t('auth.login.success'));
    // The device basket joins the account's (decision 060); the page changes meanwhile.
    void syncBasketAtSignIn(queryClient);
    void navigate(returnTo, { replace: true });
  };

  /** The code confirmed the account: sign in with what was typed (decision 083). */
  const confirmed = async () => {
    if (!unconfirmed) return;
    try {
      await createSession.mutateAsync(unconfirmed.credentials);
      signedIn();
    } catch {
      // Confirmed all the same: the form asks for the password again.
      setUnconfirmed(null);
      toast.success(t('auth.login.unconfirmed.confirmed'));
    }
  };

  /** A new code by the existing resend (its once-a-minute limit), then the code field. */
  const sendNewCode = async () => {
    if (!unconfirmed) return;
    try {
      await resend.mutateAsync(unconfirmed.confirmation.uuid);
      toast.success(t('register.confirm.resent'));
      setUnconfirmed({ ...unconfirmed, enteringCode: true });
    } catch (error) {
      toastError(error);
      // Too soon: the code sent a moment ago is still good.
      if (normalizeApiError(error).status === 429) setUnconfirmed({ ...unconfirmed, enteringCode: true });
    }
  };

  const enteringCode = unconfirmed?.enteringCode === true;
  return (
    <div className="mx-auto w-full max-w-md py-2 sm:py-8">
      <div className="rounded-card border border-line bg-surface p-6 shadow-card sm:p-8">
        {enteringCode && (
          <>
            <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">
              {t('auth.login.unconfirmed.title')}
            </h1>
            <p className="mt-2 mb-6 text-sm text-ink-muted">
              {unconfirmed.confirmation.authType === 'sms'
                ? t('register.confirm.introSms')
                : t('register.confirm.introEmail')}
            </p>
            <ConfirmCodeForm uuid={unconfirmed.confirmation.uuid} onConfirmed={() => void confirmed()} />
            <Button variant="ghost" block className="mt-4" onClick={() => setUnconfirmed(null)}>
              {t('auth.login.unconfirmed.back')}
            </Button>
          </>
        )}
        {/* Hidden, not unmounted, while the code is entered: what was typed stays. */}
        <div hidden={enteringCode}>
          <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{t('auth.login.title')}</h1>
          <p className="mt-2 mb-6 text-sm text-ink-muted">{t('auth.login.intro')}</p>
          {unconfirmed && !enteringCode && (
            <div
              role="alert"
              className="mb-5 rounded-xl border border-danger-600/30 bg-danger-50 p-4 text-sm text-danger-700"
            >
              <p className="font-medium">{translateServerMessage(MESSAGES.accountNotConfirmed, t)}</p>
              <div className="mt-3 flex flex-wrap gap-2">
                <Button size="sm" onClick={() => setUnconfirmed({ ...unconfirmed, enteringCode: true })}>
                  {t('auth.login.unconfirmed.enterCode')}
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  loading={resend.isPending}
                  onClick={() => void sendNewCode()}
                >
                  {t('auth.login.unconfirmed.sendNewCode')}
                </Button>
              </div>
            </div>
          )}
          <LoginForm
            onSuccess={signedIn}
            onNotConfirmed={(confirmation, credentials) =>
              setUnconfirmed({ confirmation, credentials, enteringCode: false })
            }
          />
        </div>
      </div>
    </div>
  );
}
