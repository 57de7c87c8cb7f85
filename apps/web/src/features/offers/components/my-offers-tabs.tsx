import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '#web/shared/ui/cn.ts';
import { MY_OFFERS_TABS, type MyOffersTabKey } from '../lib/my-offers-tabs.ts';

/**
 * The tabs of My offers. Each tab is a route, so they are links in a named navigation with the
 * current one marked `aria-current="page"` (a tablist would promise in-page panels).
 */
export function MyOffersTabs({ current }: { current: MyOffersTabKey }) {
  const { t } = useTranslation();
  return (
    <nav
      aria-label={t('myOffers.tabsLabel')}
      className="scrollbar-none -mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0"
    >
      <ul className="grid min-w-max grid-cols-[repeat(4,auto)] border-b border-line sm:flex sm:gap-1">
        {MY_OFFERS_TABS.map((tab) => {
          const active = tab.key === current;
          return (
            <li key={tab.key}>
              <Link
                to={tab.path}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  '-mb-px flex h-11 items-center justify-center border-b-[3px] px-2 text-[0.8125rem] font-semibold whitespace-nowrap transition-colors sm:px-4 sm:text-sm',
                  active
                    ? 'border-brand-700 text-brand-800'
                    : 'border-transparent text-ink-muted hover:border-line-strong hover:text-ink',
                )}
              >
                {t(`myOffers.tabs.${tab.key}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
