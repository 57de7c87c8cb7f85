import type { StaticPageGroupDto } from '@marketplace/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { cn } from '#web/shared/ui/cn.ts';
import { Skeleton } from '#web/shared/ui/skeleton.tsx';
import { usePageGroups } from '../api/get-page-groups.ts';

export function pagePath(slug: string): string {
  return `/info/${slug}`;
}

function GroupsSkeleton({ count, className, dark }: { count: number; className?: string; dark?: boolean }) {
  const { t } = useTranslation();
  const tone = dark ? 'dark' : 'light';
  return (
    <div className={className} aria-busy="true">
      <span className="sr-only">{t('app.loading')}</span>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="flex flex-col gap-3" aria-hidden="true">
          <Skeleton tone={tone} className="h-4 w-28" />
          <Skeleton tone={tone} className="h-3 w-36" />
          <Skeleton tone={tone} className="h-3 w-32" />
          <Skeleton tone={tone} className="h-3 w-24" />
        </div>
      ))}
    </div>
  );
}

function Group({ group, variant }: { group: StaticPageGroupDto; variant: 'footer' | 'sidebar' }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2.5">
      <h2
        id={headingId}
        className={cn(
          'font-bold',
          variant === 'footer' ? 'text-sm text-white' : 'text-xs tracking-wider text-ink-subtle uppercase',
        )}
      >
        {group.title}
      </h2>
      <ul className="flex flex-col gap-1">
        {group.pages.map((page) =>
          variant === 'footer' ? (
            <li key={page.slug}>
              <Link
                to={pagePath(page.slug)}
                className="text-sm text-brand-100 hover:text-white hover:underline"
              >
                {page.title}
              </Link>
            </li>
          ) : (
            <li key={page.slug}>
              <NavLink
                to={pagePath(page.slug)}
                className={({ isActive }) =>
                  cn(
                    'block rounded-xl px-3 py-2 text-sm font-medium',
                    isActive ? 'bg-brand-50 font-bold text-brand-800' : 'text-ink hover:bg-ink/5',
                  )
                }
              >
                {page.title}
              </NavLink>
            </li>
          ),
        )}
      </ul>
    </section>
  );
}

/** Footer columns: one per static-page group (2 skeleton groups while loading). */
export function FooterPageGroups() {
  const { data, isLoading } = usePageGroups();
  if (isLoading) return <GroupsSkeleton count={2} dark className="grid grid-cols-2 gap-8" />;
  if (!data?.length) return null;
  return (
    <div className="grid grid-cols-2 gap-8 lg:grid-cols-3">
      {data.map((group) => (
        <Group key={group.id} group={group} variant="footer" />
      ))}
    </div>
  );
}

/** The link groups beside a static page (large screens). */
export function PageGroupsNav({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { data, isLoading } = usePageGroups();
  return (
    <nav aria-label={t('staticPages.navLabel')} className={className}>
      {isLoading ? (
        <GroupsSkeleton count={2} className="flex flex-col gap-8" />
      ) : (
        <div className="flex flex-col gap-6">
          {data?.map((group) => (
            <Group key={group.id} group={group} variant="sidebar" />
          ))}
        </div>
      )}
    </nav>
  );
}
