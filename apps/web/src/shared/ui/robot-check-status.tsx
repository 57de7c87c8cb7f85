import { useTranslation } from 'react-i18next';
import { Spinner } from './spinner.tsx';

/**
 * What a form shows while it solves a proof-of-work challenge (decision 134). The live region is
 * always there, empty when idle, so screen readers announce the text when it appears.
 */
export function RobotCheckStatus({ checking }: { checking: boolean }) {
  const { t } = useTranslation();
  return (
    <p
      role="status"
      aria-live="polite"
      data-testid="robot-check"
      className="text-sm text-ink-muted empty:hidden"
    >
      {checking ? (
        <span className="inline-flex items-center gap-2">
          <Spinner decorative className="size-4" />
          {t('robotCheck.checking')}
        </span>
      ) : null}
    </p>
  );
}
