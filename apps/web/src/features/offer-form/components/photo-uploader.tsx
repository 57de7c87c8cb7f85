import { IMAGE_PICKER_ACCEPT } from '@marketplace/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { translateServerMessage } from '#web/shared/lib/server-message.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { cn } from '#web/shared/ui/cn.ts';
import { CloseIcon, PlusIcon } from '#web/shared/ui/icons.tsx';
import type { PhotoItem, PhotoUploads } from '../hooks/use-photo-uploads.ts';

const iconButton =
  'absolute top-1.5 flex size-8 items-center justify-center rounded-full bg-ink/75 text-white hover:bg-ink';

function StarIcon() {
  return (
    <svg viewBox="0 0 20 20" fill="currentColor" className="size-4" aria-hidden="true" focusable="false">
      <path d="M10 1.8l2.5 5.1 5.6.8-4 3.9.9 5.6L10 14.6l-5 2.6.9-5.6-4-3.9 5.6-.8L10 1.8Z" />
    </svg>
  );
}

function PhotoTile({ photo, index, uploads }: { photo: PhotoItem; index: number; uploads: PhotoUploads }) {
  const { t } = useTranslation();
  const number = index + 1;
  const busy = photo.status === 'queued' || photo.status === 'uploading';
  const percent = Math.round(photo.progress * 100);
  return (
    <li className="relative aspect-square overflow-hidden rounded-xl border border-line bg-canvas">
      <img
        src={photo.previewUrl}
        alt={t('offerForm.photos.alt', { index: number })}
        className={cn('size-full object-cover', (busy || photo.status === 'failed') && 'opacity-50')}
      />
      {index === 0 && photo.status === 'done' && (
        <span className="absolute bottom-2 left-2 rounded-full bg-brand-700 px-2.5 py-0.5 text-xs font-bold text-white shadow-sm">
          {t('offerForm.photos.cover')}
        </span>
      )}
      {busy && (
        <div className="absolute inset-x-2 bottom-2 flex flex-col gap-1 rounded-lg bg-surface/95 p-2 shadow-card">
          <span className="truncate text-xs font-semibold text-ink">{t('offerForm.photos.uploading')}</span>
          <div
            role="progressbar"
            aria-label={t('offerForm.photos.progress', { index: number })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="h-1.5 overflow-hidden rounded-full bg-line"
          >
            <div
              className="h-full rounded-full bg-brand-600 transition-[width]"
              style={{ width: `${percent}%` }}
            />
          </div>
        </div>
      )}
      {photo.status === 'failed' && (
        <div className="absolute inset-x-2 bottom-2 flex flex-col gap-1.5 rounded-lg bg-surface p-2 shadow-card">
          <p role="alert" className="text-xs font-semibold text-danger-700">
            {photo.error ? translateServerMessage(photo.error) : t('offerForm.photos.failed')}
          </p>
          <Button
            size="sm"
            variant="outline"
            className="h-7 px-2 text-xs"
            onClick={() => uploads.retry(photo.key)}
          >
            {t('offerForm.photos.retry')}
          </Button>
        </div>
      )}
      {index > 0 && photo.status === 'done' && (
        <button
          type="button"
          onClick={() => uploads.makeCover(photo.key)}
          className={cn(iconButton, 'left-1.5')}
          aria-label={t('offerForm.photos.makeCover', { index: number })}
          title={t('offerForm.photos.makeCover', { index: number })}
        >
          <StarIcon />
        </button>
      )}
      <button
        type="button"
        onClick={() => uploads.remove(photo.key)}
        className={cn(iconButton, 'right-1.5')}
        aria-label={t('offerForm.photos.remove', { index: number })}
        title={t('offerForm.photos.remove', { index: number })}
      >
        <CloseIcon className="size-4" strokeWidth={2.2} />
      </button>
    </li>
  );
}

/**
 * The photos of the offer: tiles with upload progress, the first one the cover, an add tile
 * while there is room, and the count against the limit (spec 000 section 5).
 */
export function PhotoUploader({ uploads, error }: { uploads: PhotoUploads; error?: string | undefined }) {
  const { t } = useTranslation();
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const count = uploads.photos.filter((photo) => photo.status !== 'failed').length;
  const message = uploads.selectionError ?? error;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p id={hintId} className="text-sm text-ink-muted">
          {t('offerForm.photos.hint')}
        </p>
        <p className="text-sm font-semibold tabular-nums text-ink-muted">
          {t('offerForm.photos.count', { count, max: uploads.limit })}
        </p>
      </div>
      <ul className="grid grid-cols-2 gap-3 min-[420px]:grid-cols-3 xl:grid-cols-4">
        {uploads.photos.map((photo, index) => (
          <PhotoTile key={photo.key} photo={photo} index={index} uploads={uploads} />
        ))}
        {count < uploads.limit && (
          <li className="aspect-square">
            <label
              htmlFor={inputId}
              className="flex size-full cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed border-line-strong bg-surface p-3 text-center text-sm font-semibold text-brand-800 transition-colors hover:border-brand-600 hover:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-brand-600"
            >
              <span className="flex size-10 items-center justify-center rounded-full bg-brand-100 text-brand-800">
                <PlusIcon className="size-5" strokeWidth={2.2} />
              </span>
              {t('offerForm.photos.add')}
              <input
                id={inputId}
                type="file"
                accept={IMAGE_PICKER_ACCEPT}
                multiple
                className="sr-only"
                aria-describedby={[hintId, message ? errorId : null].filter(Boolean).join(' ')}
                aria-invalid={message ? true : undefined}
                onChange={(event) => {
                  uploads.add([...(event.target.files ?? [])]);
                  // The same files may be chosen again after a refusal.
                  event.target.value = '';
                }}
              />
            </label>
          </li>
        )}
      </ul>
      {message && (
        <p id={errorId} role="alert" className="text-sm font-medium text-danger-700">
          {translateServerMessage(message)}
        </p>
      )}
    </div>
  );
}
