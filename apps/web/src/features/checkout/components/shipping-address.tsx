import { zodResolver } from '@hookform/resolvers/zod';
import { addressSchema, type AddressInput, type UserAddressDto } from '@marketplace/contract';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { translateServerMessage } from '#web/shared/lib/server-message.ts';
import { useRegion } from '#web/shared/lib/region-context.tsx';
import { AddressFieldset, type AddressField } from '#web/shared/ui/address-fieldset.tsx';
import { AddressLines } from '#web/shared/ui/address-lines.tsx';
import { Button } from '#web/shared/ui/button.tsx';
import { Modal } from '#web/shared/ui/modal.tsx';

type Schema = ReturnType<typeof addressSchema>;
type FormInput = z.input<Schema>;

/** The profile's address as the order's, when it is complete and valid for the edition; else null. */
export function shippingAddressOf(
  address: UserAddressDto | undefined,
  region: 'us' | 'pl',
): AddressInput | null {
  if (!address) return null;
  const parsed = addressSchema(region).safeParse(address);
  return parsed.success ? parsed.data : null;
}

/** The block of the method screen: the address the seller sends to, and Edit. */
export function ShippingAddressBlock({
  address,
  onEdit,
  disabled,
}: {
  address: AddressInput | null;
  onEdit: () => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="checkout-address"
      className="flex flex-col gap-3 rounded-card border border-line bg-surface p-5 shadow-card"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="checkout-address" className="text-lg font-bold">
          {t('checkout.address.title')}
        </h2>
        <Button variant="outline" size="sm" onClick={onEdit} disabled={disabled}>
          {address ? t('checkout.address.edit') : t('checkout.address.add')}
        </Button>
      </div>
      {address ? (
        <AddressLines address={address} className="text-sm" data-testid="shipping-address" />
      ) : (
        <p className="text-sm text-ink-muted">{t('checkout.address.missing')}</p>
      )}
    </section>
  );
}

/**
 * The shipment-address dialog: the shared address fieldset, checked by the contract's
 * `addressSchema(region)`. The server's errors of a refused order arrive as `serverErrors`.
 */
export function ShippingAddressDialog({
  open,
  address,
  serverErrors,
  onClose,
  onSave,
}: {
  open: boolean;
  address: AddressInput | null;
  serverErrors?: Partial<Record<AddressField, string>>;
  onClose: () => void;
  onSave: (address: AddressInput) => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal open={open} onClose={onClose} title={t('checkout.address.dialogTitle')}>
      <AddressForm address={address} serverErrors={serverErrors} onCancel={onClose} onSave={onSave} />
    </Modal>
  );
}

function AddressForm({
  address,
  serverErrors,
  onCancel,
  onSave,
}: {
  address: AddressInput | null;
  serverErrors: Partial<Record<AddressField, string>> | undefined;
  onCancel: () => void;
  onSave: (address: AddressInput) => void;
}) {
  const { t } = useTranslation();
  const region = useRegion();
  const schema = useMemo(() => addressSchema(region), [region]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<FormInput, unknown, AddressInput>({
    resolver: zodResolver(schema),
    defaultValues: {
      street: address?.street ?? '',
      apartmentNumber: address?.apartmentNumber ?? '',
      city: address?.city ?? '',
      postCode: address?.postCode ?? '',
      state: address?.state ?? '',
    },
  });
  useEffect(() => {
    for (const [field, message] of Object.entries(serverErrors ?? {})) {
      setError(field as AddressField, { type: 'server', message });
    }
  }, [serverErrors, setError]);

  const errorOf = (field: AddressField) => {
    const message = errors[field]?.message;
    return message ? translateServerMessage(message, t) : undefined;
  };

  return (
    <form onSubmit={handleSubmit(onSave)} noValidate className="flex flex-col gap-5">
      <AddressFieldset
        register={(field) => register(field)}
        errorOf={errorOf}
        labels={{
          street: t('checkout.address.street'),
          apartmentNumber: t('checkout.address.apartmentNumber'),
          city: t('checkout.address.city'),
          postCode: t('checkout.address.postCode'),
          state: t('checkout.address.state'),
          chooseState: t('checkout.address.chooseState'),
        }}
      />
      <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onCancel}>
          {t('checkout.cancel')}
        </Button>
        <Button type="submit">{t('checkout.address.save')}</Button>
      </div>
    </form>
  );
}
