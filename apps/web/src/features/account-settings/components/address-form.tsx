import { zodResolver } from '@hookform/resolvers/zod';
import { editContactDataInputSchema, type UserDto } from '@marketplace/contract';
import { useMemo } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { translateServerMessage } from '#web/shared/lib/server-message.ts';
import { useRegion } from '#web/shared/lib/region-context.tsx';
import { applyServerErrors } from '#web/shared/lib/server-errors.ts';
import { toast } from '#web/shared/lib/toast.ts';
import { AddressFieldset } from '#web/shared/ui/address-fieldset.tsx';
import { Field } from '#web/shared/ui/field.tsx';
import { Input } from '#web/shared/ui/input.tsx';
import { useEditContactData } from '../api/edit-contact-data.ts';
import { FormActions } from './form-actions.tsx';

type Schema = ReturnType<typeof editContactDataInputSchema>;
type AddressFormInput = z.input<Schema>;
type AddressFormOutput = z.output<Schema>;

type TextField = Exclude<Path<AddressFormInput>, 'account' | 'address'>;

const SERVER_FIELDS = [
  'account.firstName',
  'account.lastName',
  'account.companyName',
  'account.vatId',
  'address.street',
  'address.apartmentNumber',
  'address.city',
  'address.state',
  'address.postCode',
] as const satisfies readonly TextField[];

/** Name (person: first and last name; company: company name and vatId) and the shared address fieldset. */
export function AddressForm({ user, onClose }: { user: UserDto; onClose: () => void }) {
  const { t } = useTranslation();
  const region = useRegion();
  const edit = useEditContactData();
  const schema = useMemo(() => editContactDataInputSchema(region, user.type), [region, user.type]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<AddressFormInput, unknown, AddressFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: {
      account: {
        firstName: user.firstName ?? '',
        lastName: user.lastName ?? '',
        companyName: user.companyName ?? '',
        vatId: user.vatId ?? '',
      },
      address: {
        street: user.address.street ?? '',
        apartmentNumber: user.address.apartmentNumber ?? '',
        city: user.address.city ?? '',
        state: user.address.state ?? '',
        postCode: user.address.postCode ?? '',
      },
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await edit.mutateAsync(values);
      toast.success(t('accountSettings.address.success'));
      onClose();
    } catch (error) {
      applyServerErrors(error, setError, {
        fields: Object.fromEntries(SERVER_FIELDS.map((field) => [field, field])),
      });
    }
  });

  const errorOf = (field: TextField): string | undefined => {
    const [group, name] = field.split('.') as ['account' | 'address', string];
    const message = (errors[group] as Record<string, { message?: string } | undefined> | undefined)?.[name]
      ?.message;
    return message ? translateServerMessage(message, t) : undefined;
  };

  const text = (field: TextField, label: string, autoComplete: string) => (
    <Field label={label} error={errorOf(field)} required>
      {(control) => <Input {...control} {...register(field)} autoComplete={autoComplete} />}
    </Field>
  );

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        {user.type === 'person' ? (
          <>
            {text('account.firstName', t('accountSettings.address.firstName'), 'given-name')}
            {text('account.lastName', t('accountSettings.address.lastName'), 'family-name')}
          </>
        ) : (
          <>
            {text('account.companyName', t('accountSettings.address.companyName'), 'organization')}
            {text('account.vatId', t('accountSettings.address.vatId'), 'off')}
          </>
        )}
      </div>
      <AddressFieldset
        register={(field) => register(`address.${field}`)}
        errorOf={(field) => errorOf(`address.${field}`)}
        labels={{
          street: t('accountSettings.address.street'),
          apartmentNumber: t('accountSettings.address.apartmentNumber'),
          city: t('accountSettings.address.city'),
          postCode: t('accountSettings.address.postCode'),
          state: t('accountSettings.address.state'),
          chooseState: t('accountSettings.address.chooseState'),
        }}
      />
      <FormActions onCancel={onClose} loading={edit.isPending} />
    </form>
  );
}
