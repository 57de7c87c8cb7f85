import { useTranslation } from 'react-i18next';
import { cn } from './cn.ts';

/** An accessible busy indicator; `label` is read by screen readers (defaults to "Loading…"). */
export function Spinner({
  className,
  label,
  decorative = false,
}: {
  className?: string;
  label?: string;
  decorative?: boolean;
}) {
  const { t } = useTranslation();
  const svg = (
    <svg className={cn('size-5 animate-spin', className)} viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
  if (decorative) return svg;
  return (
    <span role="status" className="inline-flex items-center">
      {svg}
      <span className="sr-only">{label ?? t('app.loading')}</span>
    </span>
  );
}
