import type { CategoryDto } from '@marketplace/contract';
import { Fragment, lazy, Suspense, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useIsMobile, useMediaQuery } from '#web/shared/lib/use-media-query.ts';
import { cn } from '#web/shared/ui/cn.ts';
import { BriefcaseIcon, GridIcon, MailIcon, TruckIcon } from '#web/shared/ui/icons.tsx';
import { Skeleton } from '#web/shared/ui/skeleton.tsx';
import { withAllTexts } from '#web/shared/lib/i18n.ts';

// A tile's subcategories (and the phone's dialog) load on the first open: not in the first load.
const loadPanel = () => withAllTexts(import('./subcategory-panel.tsx'));
const SubcategoryPanel = lazy(async () => ({ default: (await loadPanel()).SubcategoryPanel }));
const SubcategoryDialog = lazy(async () => ({ default: (await loadPanel()).SubcategoryDialog }));

/** Tiles per row: 3 (xs), 4 (sm), 5 (md), 7 (lg and up), spec 000 "Home". */
export const GRID_CLASSES = 'grid grid-cols-3 gap-2.5 sm:grid-cols-4 sm:gap-3 md:grid-cols-5 lg:grid-cols-7';

function useColumns(): number {
  const sm = useMediaQuery('(min-width: 640px)');
  const md = useMediaQuery('(min-width: 768px)');
  const lg = useMediaQuery('(min-width: 1024px)');
  return lg ? 7 : md ? 5 : sm ? 4 : 3;
}

const tileClasses =
  'group flex h-full w-full flex-col items-center gap-2 rounded-2xl border border-transparent p-2 text-center transition-colors ' +
  'hover:border-line hover:bg-surface hover:shadow-card sm:p-3';

function TileImage({ src, fallback }: { src: string | null; fallback: ReactNode }) {
  const [failed, setFailed] = useState(false);
  return (
    <span className="flex aspect-square w-full max-w-24 items-center justify-center overflow-hidden rounded-2xl bg-brand-50 text-brand-700 transition-transform group-hover:-translate-y-0.5">
      {src && !failed ? (
        <img
          src={src}
          alt=""
          loading="lazy"
          className="size-full object-cover"
          onError={() => setFailed(true)}
        />
      ) : (
        fallback
      )}
    </span>
  );
}

function TileLabel({ children }: { children: ReactNode }) {
  return (
    <span className="line-clamp-2 text-xs leading-tight font-semibold text-ink sm:text-sm">{children}</span>
  );
}

/**
 * The home category grid. A top-level tile opens its subcategory panel: inline below the tile's
 * row on desktop (closable), full screen with a back button on mobile. Three extra tiles lead to
 * the contact page.
 */
export function CategoryGrid({
  categories,
  loading,
}: {
  categories: readonly CategoryDto[] | undefined;
  loading: boolean;
}) {
  const { t } = useTranslation();
  const columns = useColumns();
  const isMobile = useIsMobile();
  const [openId, setOpenId] = useState<number | null>(null);
  const panelId = useId();
  const tileRefs = useRef(new Map<number, HTMLButtonElement>());
  const open = categories?.find((category) => category.id === openId);

  const close = () => {
    const id = openId;
    setOpenId(null);
    if (id !== null) tileRefs.current.get(id)?.focus();
  };

  if (loading) {
    return (
      <div aria-busy="true" aria-live="polite">
        <span className="sr-only">{t('categories.loading')}</span>
        <ul className={GRID_CLASSES} aria-hidden="true">
          {Array.from({ length: columns * 3 }, (_, index) => (
            <li key={index} className="flex flex-col items-center gap-2 p-2 sm:p-3">
              <Skeleton className="aspect-square w-full max-w-24 rounded-2xl" />
              <Skeleton className="h-3 w-3/4" />
            </li>
          ))}
        </ul>
      </div>
    );
  }

  const list = categories ?? [];
  // All three go to the contact form (spec 000); the first two preselect its subject.
  const extras = [
    {
      key: 'haulWithUs',
      to: '/info/contact-us?subject=transport',
      label: t('categories.haulWithUs'),
      icon: <TruckIcon className="size-9" />,
    },
    {
      key: 'workWithProvider',
      to: '/info/contact-us?subject=partnership',
      label: t('categories.workWithProvider'),
      icon: <BriefcaseIcon className="size-9" />,
    },
    {
      key: 'contactUs',
      to: '/info/contact-us',
      label: t('categories.contactUs'),
      icon: <MailIcon className="size-9" />,
    },
  ];
  const openIndex = open ? list.indexOf(open) : -1;
  // The inline panel goes after the last tile of the open tile's row.
  const total = list.length + extras.length;
  const panelAfter = openIndex < 0 ? -1 : Math.min(total, Math.ceil((openIndex + 1) / columns) * columns) - 1;

  const panel = open && !isMobile && (
    <li className="col-span-full" key="panel">
      <Suspense fallback={null}>
        <SubcategoryPanel id={panelId} category={open} onClose={close} />
      </Suspense>
    </li>
  );

  return (
    <>
      <ul className={GRID_CLASSES}>
        {list.map((category, index) => (
          <Fragment key={category.id}>
            <li>
              <button
                ref={(node) => {
                  if (node) tileRefs.current.set(category.id, node);
                  else tileRefs.current.delete(category.id);
                }}
                type="button"
                aria-expanded={openId === category.id}
                aria-controls={openId === category.id && !isMobile ? panelId : undefined}
                onClick={() => setOpenId((current) => (current === category.id ? null : category.id))}
                // Its code starts downloading as the pointer or the focus reaches a tile.
                onPointerEnter={() => void loadPanel()}
                onFocus={() => void loadPanel()}
                className={cn(
                  tileClasses,
                  openId === category.id && 'border-brand-300 bg-brand-50 hover:bg-brand-50',
                )}
              >
                <TileImage src={category.imageUrl} fallback={<GridIcon className="size-9" />} />
                <TileLabel>{category.name}</TileLabel>
              </button>
            </li>
            {index === panelAfter && panel}
          </Fragment>
        ))}
        {extras.map((extra, index) => (
          <Fragment key={extra.key}>
            <li>
              <Link to={extra.to} className={tileClasses}>
                <TileImage src={null} fallback={extra.icon} />
                <TileLabel>{extra.label}</TileLabel>
              </Link>
            </li>
            {list.length + index === panelAfter && panel}
          </Fragment>
        ))}
      </ul>
      {list.length === 0 && <p className="mt-3 text-sm text-ink-muted">{t('categories.empty')}</p>}
      {open && isMobile && (
        <Suspense fallback={null}>
          <SubcategoryDialog category={open} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
