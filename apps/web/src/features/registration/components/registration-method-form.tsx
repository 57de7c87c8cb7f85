import { AUTH_TYPES, type AuthType } from '@marketplace/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { normalizeApiError } from '#web/shared/lib/api-error.ts';
import { useProofOfWork } from '#web/shared/lib/proof-of-work.ts';
import { useRegion } from '#web/shared/lib/region-context.tsx';
import { showFormError } from '#web/shared/lib/server-errors.ts';
import { toastError } from '#web/shared/lib/toast.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { RobotCheckStatus } from '#web/shared/ui/robot-check-status.tsx';
import { useRegisterAccount } from '../api/register-account.ts';
import { toRegisterPayload, type RegistrationFormValues } from '../lib/registration-form-schema.ts';

/**
 * spec 000 section 2, /auth/register/method: the code comes by e-mail or SMS; submitting sends the
 * registration. Field errors go back to the form (`onInvalid`), the first one also in a toast.
 */
export function RegistrationMethodForm({
  values,
  onRegistered,
  onInvalid,
}: {
  values: RegistrationFormValues;
  onRegistered: (uuid: string, authType: AuthType) => void;
  onInvalid: (fieldErrors: Record<string, string>) => void;
}) {
  const { t } = useTranslation();
  const region = useRegion();
  const [authType, setAuthType] = useState<AuthType>('email');
  const proofOfWork = useProofOfWork();
  const registerAccount = useRegisterAccount(proofOfWork.guard);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const { uuid } = await registerAccount.mutateAsync(toRegisterPayload(values, region, authType));
      onRegistered(uuid, authType);
    } catch (error) {
      const apiError = normalizeApiError(error);
      const fieldErrors = apiError.fieldErrors;
      if (apiError.status === 400 && Object.keys(fieldErrors).length > 0) {
        // The form step puts them on its fields (applyServerErrors); the message shows here.
        showFormError(apiError, Object.values(fieldErrors)[0]);
        onInvalid(fieldErrors);
      } else {
        toastError(error);
      }
    }
  };

  const destination = authType === 'email' ? values.account.data.email : values.account.data.phone;
  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-6">
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-3 text-sm font-semibold">{t('register.method.legend')}</legend>
        {AUTH_TYPES.map((option) => (
          <label
            key={option}
            className="flex cursor-pointer items-start gap-3 rounded-xl border border-line-strong bg-surface px-4 py-3 has-checked:border-brand-600 has-checked:bg-brand-50"
          >
            <input
              type="radio"
              name="authType"
              value={option}
              checked={authType === option}
              onChange={() => setAuthType(option)}
              className="mt-1 size-4 accent-brand-700"
            />
            <span className="flex flex-col">
              <span className="font-semibold">{t(`register.method.${option}`)}</span>
              <span className="text-sm text-ink-muted">{t(`register.method.${option}Hint`)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <p className="text-sm text-ink-muted">{t('register.method.destination', { destination })}</p>
      <Button type="submit" size="lg" block loading={registerAccount.isPending}>
        {t('register.method.submit')}
      </Button>
      <RobotCheckStatus checking={proofOfWork.checking} />
    </form>
  );
}
