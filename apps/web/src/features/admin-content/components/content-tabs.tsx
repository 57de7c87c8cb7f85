import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { cn } from '#web/shared/ui/cn.ts';
import { AdvertsTab } from './adverts-tab.tsx';
import { PagesTab } from './pages-tab.tsx';
import { PricesTab } from './prices-tab.tsx';

const TABS = ['pages', 'adverts', 'prices'] as const;
type Tab = (typeof TABS)[number];

/** `/admin/content`: Pages, Adverts and Prices as tabs (the tab kept in the address, `?tab=`). */
export function ContentTabs() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const current: Tab = (TABS as readonly string[]).includes(params.get('tab') ?? '')
    ? (params.get('tab') as Tab)
    : 'pages';
  const buttons = useRef<Record<string, HTMLButtonElement | null>>({});
  const select = (tab: Tab) => setParams({ tab }, { replace: true });
  const onKeyDown = (event: KeyboardEvent) => {
    const index = TABS.indexOf(current);
    const next =
      event.key === 'ArrowRight'
        ? TABS[(index + 1) % TABS.length]
        : event.key === 'ArrowLeft'
          ? TABS[(index + TABS.length - 1) % TABS.length]
          : undefined;
    if (!next) return;
    event.preventDefault();
    select(next);
    buttons.current[next]?.focus();
  };
  return (
    <div className="flex flex-col gap-4">
      <div
        role="tablist"
        aria-label={t('content.tabsLabel')}
        className="flex gap-1 overflow-x-auto rounded-full bg-surface p-1 ring-1 ring-line"
        onKeyDown={onKeyDown}
      >
        {TABS.map((tab) => (
          <button
            key={tab}
            ref={(element) => {
              buttons.current[tab] = element;
            }}
            type="button"
            role="tab"
            id={`content-tab-${tab}`}
            aria-selected={current === tab}
            aria-controls={`content-panel-${tab}`}
            tabIndex={current === tab ? 0 : -1}
            onClick={() => select(tab)}
            className={cn(
              'h-11 flex-1 rounded-full px-4 text-sm font-semibold whitespace-nowrap',
              current === tab ? 'bg-brand-700 text-white' : 'text-ink hover:bg-ink/5',
            )}
          >
            {t(`content.tabs.${tab}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`content-panel-${current}`} aria-labelledby={`content-tab-${current}`}>
        {current === 'pages' ? <PagesTab /> : current === 'adverts' ? <AdvertsTab /> : <PricesTab />}
      </div>
    </div>
  );
}
