import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/shared/ui/button.tsx';
import { Card } from '#web/shared/ui/card.tsx';
import { cn } from '#web/shared/ui/cn.ts';

/** A titled card of the settings page. */
export function SettingsSection({
  title,
  action,
  children,
  className,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <Card className={cn('flex flex-col p-5 sm:p-6', className)}>
      <section aria-labelledby={id} className="flex flex-1 flex-col gap-4">
        <div className="flex items-center justify-between gap-3">
          <h2 id={id} className="text-lg font-bold">
            {title}
          </h2>
          {action}
        </div>
        {children}
      </section>
    </Card>
  );
}

/** A label and its value; an Edit button at the end when the value may change. */
export function SettingsRow({
  label,
  value,
  onEdit,
}: {
  label: string;
  value: ReactNode;
  onEdit?: (() => void) | undefined;
}) {
  return (
    <div className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 border-t border-line pt-3 first:border-t-0 first:pt-0">
      <dt className="col-start-1 text-sm text-ink-muted">{label}</dt>
      <dd className="col-start-1 row-start-2 font-semibold break-words">{value}</dd>
      {onEdit && (
        <dd className="col-start-2 row-span-2 row-start-1">
          <EditButton what={label} onClick={onEdit} />
        </dd>
      )}
    </div>
  );
}

/** "Edit" with what it edits for assistive technology ("Edit Phone number"). */
export function EditButton({ what, onClick, label }: { what: string; onClick: () => void; label?: string }) {
  const { t } = useTranslation();
  return (
    <Button variant="outline" size="sm" onClick={onClick} className="shrink-0">
      {label ?? t('accountSettings.edit')}
      <span className="sr-only"> {what}</span>
    </Button>
  );
}
