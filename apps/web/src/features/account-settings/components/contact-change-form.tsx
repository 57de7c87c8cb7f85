import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES, UpdateEmailInputSchema, UpdatePhoneInputSchema, z } from '@marketplace/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { normalizeApiError } from '#web/shared/lib/api-error.ts';
import { formatPhone, normalizePhone } from '#web/shared/lib/format.ts';
import { translateServerMessage } from '#web/shared/lib/server-message.ts';
import { useRegion } from '#web/shared/lib/region-context.tsx';
import { applyServerErrors } from '#web/shared/lib/server-errors.ts';
import { toast } from '#web/shared/lib/toast.ts';
import { Field } from '#web/shared/ui/field.tsx';
import { Input } from '#web/shared/ui/input.tsx';
import { useConfirmContactChange } from '../api/confirm-code.ts';
import { useRequestContactChange, type ContactKind } from '../api/update-contact.ts';
import { FormActions } from './form-actions.tsx';

const CodeSchema = z.object({ code: z.string().trim().min(1, MESSAGES.required) });

/** The message a failed confirmation shows (spec 001 section 8, "Phone confirm"). */
export function confirmErrorMessage(status: number, fallback: string): string {
  if (status === 404) return MESSAGES.incorrectCode;
  if (status === 409) return MESSAGES.invalidPhone;
  if (status === 410) return MESSAGES.codeExpired;
  return fallback;
}

function RequestStep({
  kind,
  onSent,
  onCancel,
}: {
  kind: ContactKind;
  onSent: (uuid: string, target: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const region = useRegion();
  const request = useRequestContactChange(kind);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<{ value: string }>({
    resolver: zodResolver(
      z.object({
        value: kind === 'phone' ? UpdatePhoneInputSchema.shape.phone : UpdateEmailInputSchema.shape.email,
      }),
    ),
    defaultValues: { value: '' },
  });

  const onSubmit = handleSubmit(async ({ value }) => {
    const sent = kind === 'phone' ? normalizePhone(value, region) : value;
    try {
      const { uuid } = await request.mutateAsync(sent);
      onSent(uuid, kind === 'phone' ? formatPhone(sent, region) : sent);
    } catch (error) {
      applyServerErrors(error, setError, { fields: { [kind]: 'value' } });
    }
  });

  const error = errors.value?.message;
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <Field
        label={t(`accountSettings.${kind}.new`)}
        hint={t(`accountSettings.${kind}.hint`)}
        error={error ? translateServerMessage(error, t) : undefined}
        required
      >
        {(control) => (
          <Input
            {...control}
            {...register('value')}
            type={kind === 'phone' ? 'tel' : 'email'}
            autoComplete={kind === 'phone' ? 'tel' : 'email'}
            inputMode={kind === 'phone' ? 'tel' : 'email'}
          />
        )}
      </Field>
      <FormActions
        onCancel={onCancel}
        loading={request.isPending}
        submitLabel={t('accountSettings.code.send')}
      />
    </form>
  );
}

function ConfirmStep({
  kind,
  uuid,
  target,
  onDone,
  onCancel,
}: {
  kind: ContactKind;
  uuid: string;
  target: string;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const confirm = useConfirmContactChange();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<{ code: string }>({ resolver: zodResolver(CodeSchema), defaultValues: { code: '' } });

  const onSubmit = handleSubmit(async ({ code }) => {
    try {
      await confirm.mutateAsync({ uuid, code });
      toast.success(t(`accountSettings.${kind}.success`));
      onDone();
    } catch (error) {
      const apiError = normalizeApiError(error);
      const message = confirmErrorMessage(
        apiError.status,
        apiError.fieldErrors.code ?? apiError.displayMessage,
      );
      setError('code', { type: 'server', message });
      toast.error(translateServerMessage(message, t));
    }
  });

  const error = errors.code?.message;
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <p className="text-sm text-ink-muted">{t('accountSettings.code.sent', { target })}</p>
      <Field
        label={t('accountSettings.code.label')}
        error={error ? translateServerMessage(error, t) : undefined}
        required
      >
        {(control) => (
          <Input
            {...control}
            {...register('code')}
            autoComplete="one-time-code"
            inputMode="numeric"
            spellCheck={false}
          />
        )}
      </Field>
      <FormActions
        onCancel={onCancel}
        loading={confirm.isPending}
        submitLabel={t('accountSettings.code.confirm')}
      />
    </form>
  );
}

/** Phone or e-mail change (spec 001 section 4): the new value, then the code sent to it. */
export function ContactChangeForm({ kind, onClose }: { kind: ContactKind; onClose: () => void }) {
  const [sent, setSent] = useState<{ uuid: string; target: string } | null>(null);
  if (!sent)
    return (
      <RequestStep kind={kind} onCancel={onClose} onSent={(uuid, target) => setSent({ uuid, target })} />
    );
  return (
    <ConfirmStep kind={kind} uuid={sent.uuid} target={sent.target} onDone={onClose} onCancel={onClose} />
  );
}
