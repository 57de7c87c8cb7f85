import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/shared/ui/button.tsx';
import { Modal } from '#web/shared/ui/modal.tsx';
import { DeleteAccountForm } from './delete-account-form.tsx';
import { SettingsSection } from './settings-section.tsx';

const DELETED = ['personalData', 'photoAndCards', 'offers', 'sessions'] as const;
const KEPT = ['orders', 'reviews', 'messages'] as const;

/**
 * "Delete my account" (issue 24, GDPR art. 17; decision 078): what goes and what stays, and the
 * modal that asks for the password and a confirmation. `onDeleted` signs out and goes home.
 */
export function DeleteAccountSection({ onDeleted }: { onDeleted: () => void | Promise<void> }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <SettingsSection title={t('accountDeletion.title')} className="border-danger-600! border-2!">
        <p className="text-sm text-ink">{t('accountDeletion.intro')}</p>
        <div className="grid gap-4 text-sm sm:grid-cols-2">
          <div>
            <h3 className="font-semibold">{t('accountDeletion.deletedTitle')}</h3>
            <ul className="mt-1 list-disc space-y-1 pl-5 text-ink-muted">
              {DELETED.map((key) => (
                <li key={key}>{t(`accountDeletion.deleted.${key}`)}</li>
              ))}
            </ul>
          </div>
          <div>
            <h3 className="font-semibold">{t('accountDeletion.keptTitle')}</h3>
            <ul className="mt-1 list-disc space-y-1 pl-5 text-ink-muted">
              {KEPT.map((key) => (
                <li key={key}>{t(`accountDeletion.kept.${key}`)}</li>
              ))}
            </ul>
            <p className="mt-2 text-ink-muted">{t('accountDeletion.shownAs')}</p>
          </div>
        </div>
        <p className="text-sm text-ink-muted">{t('accountDeletion.openNote')}</p>
        <div>
          <Button variant="danger" onClick={() => setOpen(true)} className="w-full sm:w-auto">
            {t('accountDeletion.open')}
          </Button>
        </div>
      </SettingsSection>
      <Modal open={open} onClose={() => setOpen(false)} title={t('accountDeletion.modalTitle')}>
        {open && <DeleteAccountForm onCancel={() => setOpen(false)} onDeleted={onDeleted} />}
      </Modal>
    </>
  );
}
