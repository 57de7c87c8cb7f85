import type { HomeDto } from '@marketplace/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '#web/shared/ui/avatar.tsx';

/** A scrollable row of businesses with offers, each linking to its seller profile. */
export function CompanyBar({ companies }: { companies: HomeDto['companies'] }) {
  const { t } = useTranslation();
  if (companies.length === 0) return null;
  return (
    <ul className="scrollbar-none -mx-4 flex snap-x scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:scroll-px-0 sm:px-0">
      {companies.map((company) => (
        <li key={company.id} className="shrink-0 snap-start">
          <Link
            to={`/user/${company.id}`}
            className="flex w-36 flex-col items-center gap-2 rounded-card border border-line bg-surface p-4 text-center shadow-card hover:border-brand-600"
          >
            <Avatar src={company.avatar} name={company.displayName} className="size-14 text-xl" />
            <span className="line-clamp-2 text-sm leading-tight font-semibold">{company.displayName}</span>
            <span className="text-xs text-ink-subtle">
              {t('home.companyOffers', { count: company.offersCount })}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
