import { MESSAGES } from '@marketplace/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ForgotPasswordForm } from '#web/features/password-reset/components/forgot-password-form.tsx';
import { ResetPasswordForm } from '#web/features/password-reset/components/reset-password-form.tsx';
import { parseResetLink } from '#web/features/password-reset/lib/reset-link.ts';
import { translateServerMessage } from '#web/shared/lib/server-message.ts';
import { toast } from '#web/shared/lib/toast.ts';
import { useDocumentTitle } from '#web/shared/lib/use-document-title.ts';
import { ButtonLink } from '#web/shared/ui/button.tsx';
import { AuthCard, CheckIcon, MailIcon } from './auth-card.tsx';

/** /auth/forgot-password: request a reset link by e-mail or phone. */
export function ForgotPasswordRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useDocumentTitle(t('routes.forgotPassword'));
  return (
    <AuthCard title={t('passwordReset.request.title')} intro={t('passwordReset.request.intro')}>
      <ForgotPasswordForm onSent={() => void navigate('/auth/forgot-password/success')} />
      <p className="mt-6 text-center text-sm text-ink-muted">
        <Link to="/auth/login" className="font-semibold text-brand-700 hover:underline">
          {t('passwordReset.backToLogin')}
        </Link>
      </p>
    </AuthCard>
  );
}

/** /auth/forgot-password/success */
export function ForgotPasswordSuccessRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('routes.forgotPasswordSuccess'));
  return (
    <AuthCard title={t('passwordReset.sent.title')} intro={t('passwordReset.sent.intro')} icon={<MailIcon />}>
      <ButtonLink to="/auth/login" variant="outline" size="lg" block>
        {t('passwordReset.backToLogin')}
      </ButtonLink>
    </AuthCard>
  );
}

/** /auth/forgot-password/reset?id&expires&signature: the new password. */
export function ResetPasswordRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const link = parseResetLink(params);
  const [invalid, setInvalid] = useState(link === null);
  useDocumentTitle(t('routes.resetPassword'));

  useEffect(() => {
    if (!link) toast.error(translateServerMessage(MESSAGES.invalidLink, t));
    // Once per visit: the link does not change while the page is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (invalid || !link) {
    return (
      <AuthCard title={t('passwordReset.invalid.title')} intro={t('passwordReset.invalid.intro')}>
        <ButtonLink to="/auth/forgot-password" size="lg" block>
          {t('passwordReset.invalid.requestNew')}
        </ButtonLink>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('passwordReset.reset.title')} intro={t('passwordReset.reset.intro')}>
      <ResetPasswordForm
        link={link}
        onReset={() => void navigate('/auth/forgot-password/reset/success', { replace: true })}
        onInvalidLink={() => setInvalid(true)}
      />
    </AuthCard>
  );
}

/** /auth/forgot-password/reset/success */
export function ResetPasswordSuccessRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('routes.resetPasswordSuccess'));
  return (
    <AuthCard
      title={t('passwordReset.done.title')}
      intro={t('passwordReset.done.intro')}
      icon={<CheckIcon />}
    >
      <ButtonLink to="/auth/login" size="lg" block>
        {t('passwordReset.done.login')}
      </ButtonLink>
    </AuthCard>
  );
}
