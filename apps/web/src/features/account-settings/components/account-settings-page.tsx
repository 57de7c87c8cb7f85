import { displayName, formatAddressLines, type UserDto } from '@marketplace/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatPhone } from '#web/shared/lib/format.ts';
import { useRegion } from '#web/shared/lib/region-context.tsx';
import { AddressLines } from '#web/shared/ui/address-lines.tsx';
import { Button } from '#web/shared/ui/button.tsx';
import { Card } from '#web/shared/ui/card.tsx';
import { Modal } from '#web/shared/ui/modal.tsx';
import { Skeleton } from '#web/shared/ui/skeleton.tsx';
import { useMyAccount } from '../api/get-my-account.ts';
import { AddCardForm } from './add-card-form.tsx';
import { AddressForm } from './address-form.tsx';
import { AvatarSection } from './avatar-section.tsx';
import { CardSection } from './card-section.tsx';
import { ContactChangeForm } from './contact-change-form.tsx';
import { DataExportSection } from './data-export-section.tsx';
import { DeleteAccountSection } from './delete-account-section.tsx';
import { PasswordForm } from './password-form.tsx';
import { PayoutForm } from './payout-form.tsx';
import { ProfileStats } from './profile-stats.tsx';
import { EditButton, SettingsRow, SettingsSection } from './settings-section.tsx';

type Dialog = 'phone' | 'email' | 'address' | 'payout' | 'password' | 'card';

function PageSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="grid gap-5 lg:grid-cols-2" aria-busy="true">
      <span className="sr-only">{t('accountSettings.loading')}</span>
      {Array.from({ length: 6 }, (_, index) => (
        <Card key={index} className="flex flex-col gap-4 p-6">
          <Skeleton className="h-6 w-40" />
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-4 w-1/2" />
        </Card>
      ))}
    </div>
  );
}

function Settings({
  user,
  onAccountDeleted,
}: {
  user: UserDto;
  onAccountDeleted: (() => Promise<void>) | undefined;
}) {
  const { t } = useTranslation();
  const region = useRegion();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);
  const notSet = <span className="font-normal text-ink-muted">{t('accountSettings.notSet')}</span>;
  const name = displayName(user);
  const { address } = user;
  const hasAddress = formatAddressLines(address, region).length > 0;
  const maskedAccount = user.payout?.account.iban ?? user.payout?.account.accountNumber;

  const titles: Record<Dialog, string> = {
    phone: t('accountSettings.phone.editTitle'),
    email: t('accountSettings.email.editTitle'),
    address: t('accountSettings.address.editTitle'),
    payout: t('accountSettings.payout.editTitle'),
    password: t('accountSettings.password.editTitle'),
    card: t('accountSettings.card.addTitle'),
  };

  return (
    <>
      <div className="grid gap-5 lg:grid-cols-2">
        <SettingsSection title={t('accountSettings.contact.title')}>
          <dl className="flex flex-col gap-3">
            <SettingsRow label={t('accountSettings.contact.username')} value={user.username} />
            <SettingsRow
              label={t('accountSettings.contact.email')}
              value={user.email}
              onEdit={() => setDialog('email')}
            />
            <SettingsRow
              label={t('accountSettings.contact.phone')}
              value={user.phone ? formatPhone(user.phone, region) : notSet}
              onEdit={() => setDialog('phone')}
            />
          </dl>
        </SettingsSection>

        <SettingsSection
          title={t('accountSettings.address.title')}
          action={
            <EditButton what={t('accountSettings.address.title')} onClick={() => setDialog('address')} />
          }
        >
          <dl className="flex flex-col gap-3">
            <SettingsRow
              label={
                user.type === 'company'
                  ? t('accountSettings.address.companyName')
                  : t('accountSettings.address.fullName')
              }
              value={name}
            />
            {user.type === 'company' && (
              <SettingsRow label={t('accountSettings.address.vatId')} value={user.vatId || notSet} />
            )}
            <SettingsRow
              label={t('accountSettings.address.postalAddress')}
              value={hasAddress ? <AddressLines address={address} data-testid="account-address" /> : notSet}
            />
          </dl>
        </SettingsSection>

        <SettingsSection
          title={t('accountSettings.payout.title')}
          action={
            <EditButton
              what={t('accountSettings.payout.title')}
              label={user.payout ? undefined : t('accountSettings.add')}
              onClick={() => setDialog('payout')}
            />
          }
        >
          {user.payout ? (
            <dl className="flex flex-col gap-3">
              <SettingsRow label={t('accountSettings.payout.holder')} value={user.payout.holder} />
              <SettingsRow
                label={
                  region === 'pl'
                    ? t('accountSettings.payout.iban')
                    : t('accountSettings.payout.accountNumber')
                }
                value={<span className="font-mono">{maskedAccount}</span>}
              />
              {user.payout.account.routingNumber && (
                <SettingsRow
                  label={t('accountSettings.payout.routingNumber')}
                  value={<span className="font-mono">{user.payout.account.routingNumber}</span>}
                />
              )}
            </dl>
          ) : (
            <p className="text-ink-muted">{t('accountSettings.payout.none')}</p>
          )}
          <div role="status" aria-live="polite">
            {user.payout?.holdUntil && (
              <p className="mt-4 rounded-xl bg-canvas p-4 text-sm" data-testid="payout-hold">
                {t('accountSettings.payout.hold', { date: formatDateTime(user.payout.holdUntil, region) })}
              </p>
            )}
          </div>
        </SettingsSection>

        <CardSection onAdd={() => setDialog('card')} />

        <SettingsSection
          title={t('accountSettings.password.title')}
          action={
            <EditButton
              what={t('accountSettings.password.title')}
              label={t('accountSettings.password.change')}
              onClick={() => setDialog('password')}
            />
          }
        >
          <p className="text-sm text-ink-muted">{t('accountSettings.password.description')}</p>
        </SettingsSection>

        <AvatarSection user={user} name={name} />

        <DataExportSection email={user.email} />

        <div className="lg:col-span-2">
          <ProfileStats lastLoggedIn={user.lastLoggedIn} />
        </div>

        {onAccountDeleted && (
          <div className="lg:col-span-2">
            <DeleteAccountSection onDeleted={onAccountDeleted} />
          </div>
        )}
      </div>

      <Modal open={dialog !== null} onClose={close} title={dialog ? titles[dialog] : ''}>
        {(dialog === 'phone' || dialog === 'email') && (
          <ContactChangeForm key={dialog} kind={dialog} onClose={close} />
        )}
        {dialog === 'address' && <AddressForm user={user} onClose={close} />}
        {dialog === 'payout' && <PayoutForm user={user} onClose={close} />}
        {dialog === 'password' && <PasswordForm onClose={close} />}
        {dialog === 'card' && <AddCardForm onClose={close} />}
      </Modal>
    </>
  );
}

/**
 * /profile/account-settings (spec 001 section 2, "Account settings"). `onAccountDeleted` runs once
 * the account is deleted: the route signs out and goes home (features do not import each other);
 * without it the page offers no deletion.
 */
export function AccountSettingsPage({ onAccountDeleted }: { onAccountDeleted?: () => Promise<void> }) {
  const { t } = useTranslation();
  const account = useMyAccount();
  let body;
  if (account.isPending) body = <PageSkeleton />;
  else if (account.isError)
    body = (
      <Card className="p-8 text-center">
        <p role="alert" className="text-ink-muted">
          {t('errors.loadData')}
        </p>
        <Button variant="secondary" className="mt-5" onClick={() => void account.refetch()}>
          {t('accountSettings.retry')}
        </Button>
      </Card>
    );
  else body = <Settings user={account.data} onAccountDeleted={onAccountDeleted} />;
  return (
    <div className="flex flex-col gap-6 py-2 sm:py-6">
      <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{t('accountSettings.title')}</h1>
      {body}
    </div>
  );
}
