import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '#web/shared/ui/cn.ts';

/** The wordmark; `compact` shows only the mark below the sm breakpoint (narrow phones). */
export function Logo({
  className,
  inverted = false,
  compact = false,
}: {
  className?: string;
  inverted?: boolean;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Link
      to="/"
      className={cn('flex shrink-0 items-center gap-2 rounded-lg', className)}
      aria-label={t('app.homeLink')}
    >
      <svg viewBox="0 0 32 32" className="size-9" aria-hidden="true">
        <rect width="32" height="32" rx="9" fill={inverted ? '#ffffff' : '#0f6b61'} />
        <path
          d="M9 12h14l-1.5 11a2 2 0 0 1-2 1.7h-7a2 2 0 0 1-2-1.7z"
          fill={inverted ? '#0f6b61' : '#ffffff'}
        />
        <path
          d="M12.5 12v-1.5a3.5 3.5 0 0 1 7 0V12"
          fill="none"
          stroke={inverted ? '#0f6b61' : '#ffffff'}
          strokeWidth="2"
        />
        <circle cx="24.5" cy="8" r="3" fill="#ffb020" />
      </svg>
      <span
        className={cn(
          'text-xl font-extrabold tracking-tight',
          inverted ? 'text-white' : 'text-ink',
          compact && 'max-sm:sr-only',
        )}
      >
        {t('app.name')}
      </span>
    </Link>
  );
}
