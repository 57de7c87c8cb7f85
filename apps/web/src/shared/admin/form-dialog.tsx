import { useId, type FormEventHandler, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/shared/ui/button.tsx';
import { Modal } from '#web/shared/ui/modal.tsx';

/** A console decision in a dialog: what it does, its fields, then Cancel and the confirming button. */
export function FormDialog({
  open,
  onClose,
  title,
  intro,
  confirm,
  danger = false,
  pending,
  onSubmit,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  intro: string;
  confirm: string;
  danger?: boolean;
  pending: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  const { t } = useTranslation('admin');
  const formId = useId();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('console.cancel')}
          </Button>
          <Button type="submit" form={formId} variant={danger ? 'danger' : 'primary'} loading={pending}>
            {confirm}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <p className="text-sm text-ink-muted">{intro}</p>
        {children}
      </form>
    </Modal>
  );
}
