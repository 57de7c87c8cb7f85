import { PAGE_PATHS } from '@marketplace/contract';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useLocation } from 'react-router';
import { useSession } from '#web/shared/lib/auth-store.ts';
import { BREAKPOINTS, useMediaQuery } from '#web/shared/lib/use-media-query.ts';
import { useDocumentTitle } from '#web/shared/lib/use-document-title.ts';
import { cn } from '#web/shared/ui/cn.ts';
import { useToastsBelow } from '#web/shared/ui/toasts-below.ts';

/** The console's sections, in the order an administrator works through them. */
const SECTIONS = [
  { to: PAGE_PATHS.admin, label: 'nav.dashboard', end: true },
  { to: PAGE_PATHS.adminDisputes, label: 'nav.disputes' },
  { to: PAGE_PATHS.adminReports, label: 'nav.reports' },
  { to: PAGE_PATHS.adminOfferReviews, label: 'nav.offerReviews' },
  { to: PAGE_PATHS.adminUsers, label: 'nav.users' },
  { to: PAGE_PATHS.adminSupport, label: 'nav.support' },
  { to: PAGE_PATHS.adminCatalog, label: 'nav.catalog' },
  { to: PAGE_PATHS.adminContent, label: 'nav.content' },
  { to: PAGE_PATHS.adminSafety, label: 'nav.safety' },
  { to: PAGE_PATHS.adminFinance, label: 'nav.finance' },
  { to: PAGE_PATHS.adminAuditLog, label: 'nav.auditLog' },
] as const;

/**
 * `/admin/*` (issue 25, decision 084): the console's frame, for the edition's administrators (the
 * API refuses everyone else too). On a phone the sections are a row of tabs that scrolls sideways,
 * which toasts leave visible; on a desktop, a column beside the page.
 */
export function AdminLayout() {
  const { t } = useTranslation('admin');
  const { user } = useSession();
  const { pathname } = useLocation();
  const sectionsRef = useRef<HTMLUListElement>(null);
  const wide = useMediaQuery(`(min-width: ${BREAKPOINTS.lg}px)`);
  useDocumentTitle(t('console.title'));
  // Below lg the sections are a row under the top bar: toasts appear below it, not over it.
  useToastsBelow(sectionsRef, !wide && user?.role === 'admin');
  // On a phone the row of sections scrolls sideways: keep the current one in view.
  useEffect(() => {
    sectionsRef.current
      ?.querySelector('[aria-current="page"]')
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [pathname]);
  if (user?.role !== 'admin') {
    return (
      <section className="mx-auto max-w-xl py-12 text-center">
        <h1 className="text-2xl font-extrabold tracking-tight">{t('console.title')}</h1>
        <p className="mt-3 text-ink-muted">{t('console.forbidden')}</p>
      </section>
    );
  }
  return (
    <div className="flex flex-col gap-4 py-2 lg:flex-row lg:gap-8 lg:py-6">
      <nav aria-label={t('console.navLabel')} className="lg:w-52 lg:shrink-0">
        <p className="mb-2 hidden text-sm font-semibold uppercase tracking-wide text-ink-muted lg:block">
          {t('console.title')}
        </p>
        <ul
          ref={sectionsRef}
          className="-mx-4 flex gap-1 overflow-x-auto px-4 pb-1 lg:mx-0 lg:flex-col lg:overflow-visible lg:px-0"
        >
          {SECTIONS.map((section) => (
            <li key={section.to} className="shrink-0">
              <NavLink
                to={section.to}
                end={'end' in section}
                className={({ isActive }) =>
                  cn(
                    'block rounded-full px-4 py-2 text-sm font-medium whitespace-nowrap lg:rounded-lg',
                    isActive
                      ? 'bg-brand-700 text-white'
                      : 'bg-surface text-ink ring-1 ring-line hover:bg-brand-50 lg:bg-transparent lg:ring-0',
                  )
                }
              >
                {t(section.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="min-w-0 flex-1">
        <Outlet />
      </div>
    </div>
  );
}
