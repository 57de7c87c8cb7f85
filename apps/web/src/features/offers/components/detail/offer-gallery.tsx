import { OFFER_MAIN_PHOTO_SIZES, offerPhotoSrcSet, type ImageDto } from '@marketplace/contract';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '#web/shared/ui/cn.ts';
import { ChevronLeftIcon } from '#web/shared/ui/icons.tsx';
import { ChevronRightIcon } from '#web/shared/ui/more-icons.tsx';
import { Modal } from '#web/shared/ui/modal.tsx';

const wrap = (index: number, count: number) => (index + count) % count;

function StepButton({
  direction,
  onClick,
  className,
}: {
  direction: 'previous' | 'next';
  onClick: () => void;
  className?: string;
}) {
  const { t } = useTranslation();
  const Icon = direction === 'previous' ? ChevronLeftIcon : ChevronRightIcon;
  return (
    <button
      type="button"
      onClick={onClick}
      className={cn(
        'absolute top-1/2 inline-flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-surface/90 text-ink shadow-raised hover:bg-surface',
        direction === 'previous' ? 'left-3' : 'right-3',
        className,
      )}
    >
      <Icon className="size-5" />
      <span className="sr-only">{t(`offerDetail.gallery.${direction}`)}</span>
    </button>
  );
}

/**
 * Main photo with previous/next buttons and arrow keys, thumbnails to choose from, and the big
 * rendition in a full-screen viewer; a placeholder when the offer has no photos.
 */
export function OfferGallery({ images, title }: { images: readonly ImageDto[]; title: string }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [viewerOpen, setViewerOpen] = useState(false);
  const count = images.length;

  if (count === 0) {
    return (
      <div className="flex aspect-[4/3] flex-col items-center justify-center gap-3 rounded-card border border-line bg-linear-to-br from-brand-50 to-canvas text-ink-subtle">
        <svg
          viewBox="0 0 24 24"
          className="size-12"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          aria-hidden="true"
        >
          <rect x="3" y="5" width="18" height="14" rx="2" />
          <circle cx="9" cy="10" r="1.8" />
          <path d="m4 17 5-4.5 3.5 3 3-2.5L20 17" />
        </svg>
        <p className="text-sm font-medium">{t('offerDetail.gallery.noPhotos')}</p>
      </div>
    );
  }

  const current = images[Math.min(index, count - 1)]!;
  const show = (next: number) => setIndex(wrap(next, count));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') show(index - 1);
    else if (event.key === 'ArrowRight') show(index + 1);
    else return;
    event.preventDefault();
  };
  const alt = (i: number) => t('offerDetail.gallery.photoAlt', { title, index: i + 1, count });

  return (
    <section
      aria-label={t('offerDetail.gallery.label')}
      onKeyDown={onKeyDown}
      className="flex flex-col gap-3"
    >
      <div className="relative overflow-hidden rounded-card border border-line bg-ink/[0.03]">
        <button
          type="button"
          onClick={() => setViewerOpen(true)}
          className="block aspect-[4/3] w-full cursor-zoom-in"
        >
          {/* The page's largest paint: fetched at once and first (thumbnails load lazily). */}
          <img
            src={current.medium}
            srcSet={offerPhotoSrcSet(current)}
            sizes={OFFER_MAIN_PHOTO_SIZES}
            alt={alt(index)}
            className="size-full object-contain"
            loading="eager"
            fetchPriority="high"
          />
          <span className="sr-only">{t('offerDetail.gallery.enlarge')}</span>
        </button>
        {count > 1 && (
          <>
            <StepButton direction="previous" onClick={() => show(index - 1)} />
            <StepButton direction="next" onClick={() => show(index + 1)} />
            <p
              className="absolute right-3 bottom-3 rounded-full bg-ink/75 px-2.5 py-1 text-xs font-semibold text-white tabular-nums"
              aria-live="polite"
            >
              {t('offerDetail.gallery.counter', { index: index + 1, count })}
            </p>
          </>
        )}
      </div>

      {count > 1 && (
        <ul className="scrollbar-none -mx-1 flex gap-2 overflow-x-auto px-1 py-1">
          {images.map((image, i) => (
            <li key={image.id} className="shrink-0">
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-current={i === index ? 'true' : undefined}
                className={cn(
                  'block size-16 overflow-hidden rounded-xl border-2 bg-canvas transition sm:size-20',
                  i === index ? 'border-brand-700' : 'border-transparent opacity-80 hover:opacity-100',
                )}
              >
                <img
                  src={image.small}
                  alt=""
                  loading="lazy"
                  decoding="async"
                  className="size-full object-cover"
                />
                <span className="sr-only">{t('offerDetail.gallery.show', { index: i + 1, count })}</span>
              </button>
            </li>
          ))}
        </ul>
      )}

      <Modal
        open={viewerOpen}
        onClose={() => setViewerOpen(false)}
        title={t('offerDetail.gallery.viewerTitle', { title, index: index + 1, count })}
        variant="fullscreen"
      >
        {/* Arrow keys reach the gallery's handler: React events bubble out of the portal. */}
        <div className="relative flex h-full items-center justify-center">
          <img
            src={current.big}
            alt={alt(index)}
            className="max-h-[calc(100dvh-7rem)] max-w-full object-contain"
          />
          {count > 1 && (
            <>
              <StepButton direction="previous" onClick={() => show(index - 1)} />
              <StepButton direction="next" onClick={() => show(index + 1)} />
            </>
          )}
        </div>
      </Modal>
    </section>
  );
}
