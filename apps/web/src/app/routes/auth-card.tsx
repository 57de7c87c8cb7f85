import type { ReactNode } from 'react';
import { cn } from '#web/shared/ui/cn.ts';

/** The card the auth screens sit in (login, registration, password reset). */
export function AuthCard({
  title,
  intro,
  wide = false,
  icon,
  children,
}: {
  title: string;
  intro?: ReactNode;
  wide?: boolean;
  icon?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={cn('mx-auto w-full py-2 sm:py-8', wide ? 'max-w-2xl' : 'max-w-md')}>
      <div className="rounded-card border border-line bg-surface p-6 shadow-card sm:p-8">
        {icon && (
          <div
            className="mb-5 flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-700"
            aria-hidden="true"
          >
            {icon}
          </div>
        )}
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{title}</h1>
        {intro && <p className="mt-2 mb-6 text-sm text-ink-muted">{intro}</p>}
        {!intro && <div className="mb-6" />}
        {children}
      </div>
    </div>
  );
}

export function CheckIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-7"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </svg>
  );
}

export function MailIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-7"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
    >
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M3.5 6.5l8.5 6.5 8.5-6.5" />
    </svg>
  );
}
