import type { CategoryDto } from '@marketplace/contract';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronLeftIcon, CloseIcon } from '#web/shared/ui/icons.tsx';
import { ChevronRightIcon } from '#web/shared/ui/more-icons.tsx';
import { Modal } from '#web/shared/ui/modal.tsx';

function searchPath(categoryId: number): string {
  return `/search?categoryId=${categoryId}`;
}

function SubcategoryLinks({ category, onNavigate }: { category: CategoryDto; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const linkClass =
    'flex items-center justify-between gap-3 rounded-xl px-3 py-3 text-sm font-medium text-ink hover:bg-brand-50 md:py-2.5';
  return (
    <ul className="grid gap-x-4 gap-y-0.5 md:grid-cols-2 lg:grid-cols-3">
      <li>
        <Link
          to={searchPath(category.id)}
          className={`${linkClass} font-bold text-brand-800`}
          onClick={onNavigate}
        >
          <span>{t('categories.allOffers')}</span>
          <span className="flex items-center gap-1 text-xs font-semibold text-ink-subtle">
            {t('categories.offersCount', { count: category.offersCount })}
            <ChevronRightIcon className="size-4 md:hidden" />
          </span>
        </Link>
      </li>
      {category.children.map((child) => (
        <li key={child.id}>
          <Link to={searchPath(child.id)} className={linkClass} onClick={onNavigate}>
            <span className="min-w-0 truncate">{child.name}</span>
            <span className="flex shrink-0 items-center gap-1 text-xs text-ink-subtle">
              {t('categories.offersCount', { count: child.offersCount })}
              <ChevronRightIcon className="size-4 md:hidden" />
            </span>
          </Link>
        </li>
      ))}
      {category.children.length === 0 && (
        <li className="px-3 py-3 text-sm text-ink-muted md:col-span-2 lg:col-span-3">
          {t('categories.noOptions')}
        </li>
      )}
    </ul>
  );
}

/** Desktop: the inline panel under the grid row; Escape or the close button closes it. */
export function SubcategoryPanel({
  id,
  category,
  onClose,
}: {
  id: string;
  category: CategoryDto;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, [category.id]);
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        }
      }}
      className="animate-fade-in rounded-card border border-line bg-surface p-4 shadow-card sm:p-5"
    >
      <div className="mb-3 flex items-center justify-between gap-3">
        <h3 id={headingId} ref={headingRef} tabIndex={-1} className="text-lg font-bold outline-none">
          {category.name}
        </h3>
        <button
          type="button"
          onClick={onClose}
          className="inline-flex size-10 items-center justify-center rounded-full text-ink-muted hover:bg-ink/5"
        >
          <CloseIcon className="size-5" />
          <span className="sr-only">{t('categories.close')}</span>
        </button>
      </div>
      <SubcategoryLinks category={category} />
    </section>
  );
}

/** Mobile: the same links in a full-screen dialog with a back button. */
export function SubcategoryDialog({ category, onClose }: { category: CategoryDto; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      onClose={onClose}
      variant="fullscreen"
      title={category.name}
      hideCloseButton
      headerStart={
        <button
          type="button"
          onClick={onClose}
          className="-ml-2 inline-flex size-10 items-center justify-center rounded-full text-ink hover:bg-ink/5"
        >
          <ChevronLeftIcon className="size-6" />
          <span className="sr-only">{t('categories.back')}</span>
        </button>
      }
    >
      <SubcategoryLinks category={category} onNavigate={onClose} />
    </Modal>
  );
}
