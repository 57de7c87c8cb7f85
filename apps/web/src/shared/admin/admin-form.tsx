import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { translateServerMessage } from '#web/shared/lib/server-message.ts';
import { Button } from '#web/shared/ui/button.tsx';

/** A console field's message: react-hook-form's or the server's (put there by applyServerErrors), translated. */
export const fieldError = (text: string | undefined) => (text ? translateServerMessage(text) : undefined);

/** A console editor in its card, named by its heading: the fields (shared/ui's Field) and its buttons. */
export function AdminForm({
  id,
  title,
  onSubmit,
  children,
}: {
  /** The heading's id, which names the form. */
  id: string;
  title: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-4 rounded-xl bg-surface p-4 ring-1 ring-line"
      aria-labelledby={id}
    >
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      {children}
    </form>
  );
}

/** A console form's buttons: submit (Save unless named), what the form adds, then Cancel when it can be left. */
export function AdminFormButtons({
  submit,
  pending,
  onCancel,
  children,
}: {
  submit?: string;
  pending: boolean;
  onCancel?: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation('admin');
  return (
    <div className="flex flex-wrap gap-2">
      <Button type="submit" disabled={pending}>
        {submit ?? t('console.save')}
      </Button>
      {children}
      {onCancel && (
        <Button type="button" variant="ghost" onClick={onCancel}>
          {t('console.cancel')}
        </Button>
      )}
    </div>
  );
}
