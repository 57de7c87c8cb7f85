import { MESSAGE_WARNINGS, type MessageWarning } from '@marketplace/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ShieldIcon } from '#web/shared/ui/more-icons.tsx';

const known = (reason: string): reason is MessageWarning =>
  (MESSAGE_WARNINGS as readonly string[]).includes(reason);

/** Under a message of someone else: why to be careful, one line per reason (decision 132). */
export function MessageWarnings({ warnings }: { warnings: readonly string[] }) {
  const { t } = useTranslation();
  const titleId = useId();
  const reasons = warnings.filter(known);
  if (reasons.length === 0) return null;
  return (
    <div
      role="note"
      aria-labelledby={titleId}
      className="mt-1 flex max-w-full gap-2 rounded-xl border border-accent-300 bg-accent-100 px-3 py-2 text-sm text-accent-900"
      data-testid="chat-warning"
    >
      <ShieldIcon className="mt-0.5 size-5 shrink-0 text-accent-900" aria-hidden="true" />
      <div>
        <p id={titleId} className="font-semibold">
          {t('chat.safety.title')}
        </p>
        <ul className="mt-1 list-disc space-y-0.5 ps-4">
          {reasons.map((reason) => (
            <li key={reason}>{t(`chat.safety.reasons.${reason}`)}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}
