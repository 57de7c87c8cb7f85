import { zodResolver } from '@hookform/resolvers/zod';
import { ACCOUNT_TYPES } from '@marketplace/contract';
import { useEffect, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '#web/shared/lib/api-error.ts';
import { translateServerMessage } from '#web/shared/lib/server-message.ts';
import { useRegionSettings } from '#web/shared/lib/region-context.tsx';
import { applyServerErrors } from '#web/shared/lib/server-errors.ts';
import { AddressFieldset } from '#web/shared/ui/address-fieldset.tsx';
import { Button } from '#web/shared/ui/button.tsx';
import { Checkbox } from '#web/shared/ui/checkbox.tsx';
import { Field } from '#web/shared/ui/field.tsx';
import { Input } from '#web/shared/ui/input.tsx';
import { PasswordInput } from '#web/shared/ui/password-input.tsx';
import {
  EMPTY_REGISTRATION,
  RegistrationFormSchema,
  toFormPath,
  type RegistrationFormValues,
} from '../lib/registration-form-schema.ts';
import { BirthDayPicker } from './birth-day-picker.tsx';

type FormPath = FieldPath<RegistrationFormValues>;

const CONSENTS = [
  { name: 'checkbox1', key: 'terms', href: '/info/terms-and-conditions' },
  { name: 'checkbox2', key: 'sellerTerms', href: '/info/seller-services-agreement' },
  { name: 'checkbox3', key: 'privacy', href: '/info/privacy-policy' },
  { name: 'checkbox4', key: 'contact', href: '/info/privacy-policy' },
] as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-5 border-t border-line pt-6 first:border-t-0 first:pt-0">
      <legend className="float-left mb-1 w-full text-lg font-bold tracking-tight">{title}</legend>
      {children}
    </fieldset>
  );
}

/** spec 000 sections 2 and 5, "Registration": the form step; `onSubmit` moves on to the method. */
export function RegistrationForm({
  initialValues,
  serverErrors,
  onSubmit,
}: {
  initialValues: RegistrationFormValues | null;
  /** Field errors the server returned for the last attempt, keyed by dotted path. */
  serverErrors: Record<string, string> | undefined;
  onSubmit: (values: RegistrationFormValues) => void;
}) {
  const { t } = useTranslation();
  const { phonePrefix, region } = useRegionSettings();
  const { register, control, handleSubmit, setError, formState, getFieldState } =
    useForm<RegistrationFormValues>({
      resolver: zodResolver(RegistrationFormSchema),
      defaultValues: initialValues ?? EMPTY_REGISTRATION,
      mode: 'onSubmit',
      reValidateMode: 'onChange',
    });

  useEffect(() => {
    if (!serverErrors) return;
    // The method step has shown the message already; the field errors land here.
    const error = new ApiError({ code: 400, message: '', fieldErrors: serverErrors });
    applyServerErrors(error, setError, {
      fields: (path) => toFormPath(path) as FormPath,
      shouldFocus: true,
      onFormError: () => {},
    });
  }, [serverErrors, setError]);

  const type = useWatch({ control, name: 'account.type' });
  const consents = useWatch({ control, name: ['checkbox1', 'checkbox2', 'checkbox3', 'checkbox4'] });
  const allAccepted = consents.every(Boolean);

  const message = (name: FormPath) => {
    const text = getFieldState(name, formState).error?.message;
    return text ? translateServerMessage(text, t) : undefined;
  };

  const text = (name: FormPath, label: string, props: Parameters<typeof Input>[0] = {}) => (
    <Field label={label} error={message(name)} required>
      {(controlProps) => <Input {...controlProps} {...register(name)} {...props} />}
    </Field>
  );

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="flex flex-col gap-8">
      <Section title={t('register.sections.accountType')}>
        <div role="radiogroup" aria-label={t('register.accountType')} className="grid grid-cols-2 gap-3">
          {ACCOUNT_TYPES.map((option) => (
            <label
              key={option}
              className="flex cursor-pointer items-center gap-3 rounded-xl border border-line-strong bg-surface px-4 py-3 text-sm font-semibold has-checked:border-brand-600 has-checked:bg-brand-50"
            >
              <input
                type="radio"
                value={option}
                {...register('account.type')}
                className="size-4 accent-brand-700"
              />
              {t(`register.types.${option}`)}
            </label>
          ))}
        </div>
      </Section>

      <Section title={t('register.sections.account')}>
        {text('account.data.username', t('register.fields.username'), {
          autoComplete: 'username',
          autoCapitalize: 'none',
          spellCheck: false,
        })}
        {text('account.data.email', t('register.fields.email'), {
          type: 'email',
          autoComplete: 'email',
          autoCapitalize: 'none',
          spellCheck: false,
        })}
        <Field
          label={t('register.fields.phone')}
          error={message('account.data.phone')}
          hint={t('register.phoneHint', { prefix: phonePrefix })}
          required
        >
          {(controlProps) => (
            <div className="flex">
              <span
                className="inline-flex h-11 items-center rounded-l-xl border border-r-0 border-line-strong bg-canvas px-3 text-sm font-semibold text-ink-muted"
                aria-hidden="true"
              >
                {phonePrefix}
              </span>
              <Input
                {...controlProps}
                {...register('account.data.phone')}
                type="tel"
                autoComplete="tel-national"
                className="rounded-l-none"
              />
            </div>
          )}
        </Field>
        <Field label={t('register.fields.password')} error={message('account.data.password')} required>
          {(controlProps) => (
            <PasswordInput
              {...controlProps}
              {...register('account.data.password')}
              autoComplete="new-password"
              toggleLabel={t('auth.login.showPassword')}
            />
          )}
        </Field>
      </Section>

      {type === 'company' ? (
        <Section title={t('register.sections.company')}>
          {text('account.data.companyName', t('register.fields.companyName'), {
            autoComplete: 'organization',
          })}
          {text(
            'account.data.vatId',
            t(region === 'pl' ? 'register.fields.vatIdPl' : 'register.fields.vatIdUs'),
          )}
        </Section>
      ) : (
        <Section title={t('register.sections.person')}>
          <div className="grid gap-5 sm:grid-cols-2">
            {text('account.data.firstName', t('register.fields.firstName'), { autoComplete: 'given-name' })}
            {text('account.data.lastName', t('register.fields.lastName'), { autoComplete: 'family-name' })}
          </div>
          <Controller
            control={control}
            name="account.data.birthDay"
            render={({ field, fieldState }) => (
              <Field
                label={t('register.fields.birthDay')}
                error={
                  fieldState.error?.message ? translateServerMessage(fieldState.error.message, t) : undefined
                }
                required
              >
                {(controlProps) => (
                  <BirthDayPicker
                    id={controlProps.id}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    invalid={Boolean(fieldState.error)}
                    describedBy={controlProps['aria-describedby']}
                  />
                )}
              </Field>
            )}
          />
        </Section>
      )}

      <Section title={t('register.sections.address')}>
        <AddressFieldset
          register={(field) => register(`account.address.${field}`)}
          errorOf={(field) => message(`account.address.${field}`)}
          labels={{
            street: t('register.fields.street'),
            apartmentNumber: t('register.fields.apartmentNumber'),
            city: t('register.fields.city'),
            postCode: t(region === 'pl' ? 'register.fields.postCodePl' : 'register.fields.postCodeUs'),
            state: t(region === 'pl' ? 'register.fields.statePl' : 'register.fields.stateUs'),
            chooseState: t('register.choose'),
          }}
        />
      </Section>

      <Section title={t('register.sections.consents')}>
        <div className="flex flex-col gap-4">
          {CONSENTS.map((consent) => (
            <Checkbox
              key={consent.name}
              {...register(consent.name)}
              error={message(consent.name)}
              label={
                <Trans
                  i18nKey={`register.consents.${consent.key}`}
                  components={{
                    doc: (
                      <Link
                        to={consent.href}
                        target="_blank"
                        rel="noreferrer"
                        className="font-semibold text-brand-700 underline"
                      />
                    ),
                  }}
                />
              }
            />
          ))}
        </div>
      </Section>

      <div className="flex flex-col gap-3">
        <Button type="submit" size="lg" block disabled={!allAccepted}>
          {t('register.submit')}
        </Button>
        {!allAccepted && <p className="text-center text-sm text-ink-muted">{t('register.acceptAll')}</p>}
        <p className="text-center text-sm text-ink-muted">
          {t('register.haveAccount')}{' '}
          <Link to="/auth/login" className="font-semibold text-brand-700 hover:underline">
            {t('register.logIn')}
          </Link>
        </p>
      </div>
    </form>
  );
}
