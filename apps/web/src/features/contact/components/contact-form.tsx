import { zodResolver } from '@hookform/resolvers/zod';
import {
  CONTACT_EMAIL_MAX,
  CONTACT_MESSAGE_MAX,
  CONTACT_SUBJECTS,
  ContactInputSchema,
  type ContactInput,
  type ContactSubject,
  type z,
} from '@marketplace/contract';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useProofOfWork } from '#web/shared/lib/proof-of-work.ts';
import { translateServerMessage } from '#web/shared/lib/server-message.ts';
import { applyServerErrors } from '#web/shared/lib/server-errors.ts';
import { toast } from '#web/shared/lib/toast.ts';
import { Button, ButtonLink } from '#web/shared/ui/button.tsx';
import { Card } from '#web/shared/ui/card.tsx';
import { Field } from '#web/shared/ui/field.tsx';
import { CheckIcon } from '#web/shared/ui/more-icons.tsx';
import { Input } from '#web/shared/ui/input.tsx';
import { RobotCheckStatus } from '#web/shared/ui/robot-check-status.tsx';
import { Select } from '#web/shared/ui/select.tsx';
import { Skeleton } from '#web/shared/ui/skeleton.tsx';
import { TextArea } from '#web/shared/ui/text-area.tsx';
import { useContactSubjects } from '../api/get-contact-subjects.ts';
import { useSendContactMessage } from '../api/send-contact-message.ts';

type ContactFormValues = z.input<typeof ContactInputSchema>;

/** A subject key from outside (the home page's tiles link with `?subject=`), if it is one. */
export function contactSubjectFrom(value: string | null | undefined): ContactSubject | undefined {
  return CONTACT_SUBJECTS.find((subject) => subject === value);
}

function SubjectField({
  error,
  children,
}: {
  error: string | undefined;
  children: (props: { options: { value: string; label: string }[] }) => React.ReactNode;
}) {
  const { t } = useTranslation();
  const subjects = useContactSubjects();
  if (subjects.isPending) {
    return (
      <div className="flex flex-col gap-1.5" aria-busy="true" data-testid="contact-subjects-loading">
        <span className="text-sm font-semibold text-ink">{t('contact.form.subject')}</span>
        <span className="sr-only">{t('contact.form.subjectsLoading')}</span>
        <Skeleton className="h-11 w-full" />
      </div>
    );
  }
  if (subjects.isError) {
    return (
      <div className="flex flex-col gap-1.5">
        <span className="text-sm font-semibold text-ink">{t('contact.form.subject')}</span>
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-danger-600/30 bg-danger-50 px-3 py-2 text-sm text-danger-700"
        >
          <span>{t('contact.form.subjectsError')}</span>
          <Button variant="secondary" size="sm" onClick={() => void subjects.refetch()}>
            {t('contact.form.retry')}
          </Button>
        </div>
        {error && <p className="text-sm font-medium text-danger-700">{error}</p>}
      </div>
    );
  }
  return children({
    options: subjects.data.map((subject) => ({ value: subject.key, label: subject.label })),
  });
}

/**
 * The contact form (spec 001 "Contact form", section 5): a subject from the loaded list, the
 * sender's address (the signed-in user's, when there is one) and a message of at most 10 000
 * characters with a live counter. Checked with the contract's schema before sending; the server's
 * field errors land under their fields. Once sent, a thank-you replaces the form.
 */
export function ContactForm({
  defaultEmail,
  defaultSubject,
}: {
  /** The signed-in user's address; it fills the field while the visitor has not typed one. */
  defaultEmail?: string | undefined;
  defaultSubject?: ContactSubject | undefined;
}) {
  const { t } = useTranslation();
  const proofOfWork = useProofOfWork();
  const send = useSendContactMessage(proofOfWork.guard);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const thanksRef = useRef<HTMLHeadingElement>(null);
  // The thank-you replaces the form where it was: bring it into view and to screen readers.
  useEffect(() => {
    if (sentTo !== null) thanksRef.current?.focus();
  }, [sentTo]);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getFieldState,
    getValues,
    reset,
    formState: { errors },
  } = useForm<ContactFormValues, unknown, ContactInput>({
    resolver: zodResolver(ContactInputSchema),
    defaultValues: {
      subject: (defaultSubject ?? '') as ContactSubject,
      emailAddress: defaultEmail ?? '',
      message: '',
    },
  });

  // The session may arrive after the form: fill the address unless the visitor has typed one.
  useEffect(() => {
    if (defaultEmail && !getFieldState('emailAddress').isDirty && !getValues('emailAddress')) {
      setValue('emailAddress', defaultEmail);
    }
  }, [defaultEmail, getFieldState, getValues, setValue]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await send.mutateAsync(values);
      toast.success(t('contact.sent.toast'));
      setSentTo(values.emailAddress.trim());
    } catch (error) {
      applyServerErrors(error, setError, {
        fields: { subject: 'subject', emailAddress: 'emailAddress', message: 'message' },
        shouldFocus: true,
      });
    }
  });

  const message = (name: keyof ContactFormValues) => {
    const text = errors[name]?.message;
    return text ? translateServerMessage(text, t) : undefined;
  };

  if (sentTo !== null) {
    return (
      <Card className="p-6 text-center sm:p-10" role="status" data-testid="contact-sent">
        <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <CheckIcon className="size-7" />
        </span>
        <h2 ref={thanksRef} tabIndex={-1} className="mt-4 text-xl font-bold focus:outline-none">
          {t('contact.sent.title')}
        </h2>
        <p className="mx-auto mt-2 max-w-prose break-words text-ink-muted">
          {t('contact.sent.text', { email: sentTo })}
        </p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <ButtonLink to="/" variant="primary">
            {t('contact.sent.home')}
          </ButtonLink>
          <Button
            variant="ghost"
            onClick={() => {
              reset({ subject: '' as ContactSubject, emailAddress: defaultEmail ?? sentTo, message: '' });
              setSentTo(null);
            }}
          >
            {t('contact.sent.another')}
          </Button>
        </div>
      </Card>
    );
  }

  return (
    <Card className="p-5 sm:p-8">
      <h2 className="text-xl font-bold">{t('contact.form.title')}</h2>
      <p className="mt-1 text-sm text-ink-muted">{t('contact.form.intro')}</p>
      <form
        onSubmit={onSubmit}
        noValidate
        className="mt-6 flex flex-col gap-5"
        aria-label={t('contact.form.title')}
      >
        <SubjectField error={message('subject')}>
          {({ options }) => (
            <Field label={t('contact.form.subject')} error={message('subject')} required>
              {(control) => (
                <Select
                  {...control}
                  {...register('subject')}
                  placeholder={t('contact.form.subjectPlaceholder')}
                  options={options}
                />
              )}
            </Field>
          )}
        </SubjectField>
        <Field label={t('contact.form.email')} error={message('emailAddress')} required>
          {(control) => (
            <Input
              {...control}
              {...register('emailAddress')}
              type="email"
              autoComplete="email"
              inputMode="email"
              maxLength={CONTACT_EMAIL_MAX}
            />
          )}
        </Field>
        <Field label={t('contact.form.message')} error={message('message')} required>
          {(control) => (
            <TextArea {...control} {...register('message')} maxLength={CONTACT_MESSAGE_MAX} rows={8} />
          )}
        </Field>
        <div className="flex flex-col-reverse items-stretch gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-xs text-ink-subtle">{t('contact.form.privacy')}</p>
          <Button type="submit" loading={send.isPending} className="sm:min-w-40">
            {t('contact.form.send')}
          </Button>
        </div>
        <RobotCheckStatus checking={proofOfWork.checking} />
      </form>
    </Card>
  );
}
