import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { ConfirmCodeForm } from '#web/features/registration/components/confirm-code-form.tsx';
import { RegistrationForm } from '#web/features/registration/components/registration-form.tsx';
import { RegistrationMethodForm } from '#web/features/registration/components/registration-method-form.tsx';
import { useRegistrationFlow } from '#web/features/registration/lib/registration-flow.tsx';
import { useDocumentTitle } from '#web/shared/lib/use-document-title.ts';
import { ButtonLink } from '#web/shared/ui/button.tsx';
import { AuthCard, CheckIcon, MailIcon } from './auth-card.tsx';

/** The layout above /auth/register/* (loaded with the steps, as one chunk). */
export { RegistrationFlowLayout } from '#web/features/registration/lib/registration-flow.tsx';

interface RegisterLocationState {
  serverErrors?: Record<string, string>;
}

/** /auth/register: the form; the values wait in the flow for the method step. */
export function RegisterRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const flow = useRegistrationFlow();
  useDocumentTitle(t('routes.register'));
  const serverErrors = (location.state as RegisterLocationState | null)?.serverErrors;
  return (
    <AuthCard title={t('register.title')} intro={t('register.intro')} wide>
      <RegistrationForm
        initialValues={flow.values}
        serverErrors={serverErrors}
        onSubmit={(values) => {
          flow.setValues(values);
          void navigate('/auth/register/method');
        }}
      />
    </AuthCard>
  );
}

/** /auth/register/method: e-mail or SMS, then the registration call. */
export function RegisterMethodRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const flow = useRegistrationFlow();
  useDocumentTitle(t('routes.registerMethod'));
  if (!flow.values) return <Navigate to="/auth/register" replace />;
  return (
    <AuthCard title={t('register.method.title')} intro={t('register.method.intro')}>
      <RegistrationMethodForm
        values={flow.values}
        onRegistered={(uuid, authType) => {
          void navigate(`/auth/register/confirm/${encodeURIComponent(uuid)}`, { state: { authType } });
        }}
        onInvalid={(serverErrors) =>
          void navigate('/auth/register', { state: { serverErrors } satisfies RegisterLocationState })
        }
      />
    </AuthCard>
  );
}

/** /auth/register/confirm/{uuid}: the code from the e-mail or SMS. */
export function RegisterConfirmRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { uuid = '' } = useParams();
  const flow = useRegistrationFlow();
  useDocumentTitle(t('routes.registerConfirm'));
  const authType = (location.state as { authType?: string } | null)?.authType;
  return (
    <AuthCard
      title={t('register.confirm.title')}
      intro={authType === 'sms' ? t('register.confirm.introSms') : t('register.confirm.introEmail')}
      icon={<MailIcon />}
    >
      <ConfirmCodeForm
        uuid={uuid}
        onConfirmed={() => {
          flow.setValues(null);
          void navigate('/auth/register/success', { replace: true });
        }}
      />
    </AuthCard>
  );
}

/** /auth/register/success: done, back to login. */
export function RegisterSuccessRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('routes.registerSuccess'));
  return (
    <AuthCard title={t('register.success.title')} intro={t('register.success.intro')} icon={<CheckIcon />}>
      <ButtonLink to="/auth/login" size="lg" block>
        {t('register.success.login')}
      </ButtonLink>
    </AuthCard>
  );
}
