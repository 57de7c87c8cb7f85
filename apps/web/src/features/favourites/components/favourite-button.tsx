import { useTranslation } from 'react-i18next';
import { cn } from '#web/shared/ui/cn.ts';
import { HeartIcon } from '#web/shared/ui/icons.tsx';
import { useFavouriteIds } from '../api/check-favourites.ts';
import { useFavouriteToggle } from '../hooks/use-favourite-toggle.ts';

export interface FavouriteButtonProps {
  offerId: number;
  /**
   * The offer's favourite id when the caller knows it (null: not a favourite), e.g. from one
   * `useFavouriteIds` call for a whole list; left out, the button checks its own offer.
   */
  favoriteId?: number | null;
  /** The offer's title, to tell hearts in a list apart for screen readers. */
  offerTitle?: string;
  onChange?: (favoriteId: number | null) => void;
  size?: 'md' | 'lg';
  className?: string;
}

/** The favourite heart: a toggle button (aria-pressed), usable on the offer page and on cards. */
export function FavouriteButton({
  offerId,
  favoriteId,
  offerTitle,
  onChange,
  size = 'md',
  className,
}: FavouriteButtonProps) {
  const { t } = useTranslation();
  const own = useFavouriteIds(favoriteId === undefined ? [offerId] : []);
  const known =
    favoriteId !== undefined ? favoriteId : own.known ? (own.favouriteIds.get(offerId) ?? null) : undefined;
  const { favoured, pending, toggle } = useFavouriteToggle(offerId, known, onChange);
  const label = offerTitle ? t('favourites.toggleOffer', { title: offerTitle }) : t('favourites.toggle');
  return (
    <button
      type="button"
      aria-pressed={favoured}
      aria-disabled={pending || undefined}
      aria-busy={pending || undefined}
      title={label}
      onClick={() => {
        if (!pending) toggle();
      }}
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-full border bg-surface shadow-sm transition-colors',
        'aria-disabled:cursor-wait',
        favoured
          ? 'border-danger-600/30 text-danger-700 hover:bg-danger-50'
          : 'border-line-strong text-ink-muted hover:border-danger-600/40 hover:text-danger-700',
        size === 'lg' ? 'size-12' : 'size-10',
        className,
      )}
    >
      <HeartIcon
        className={cn(
          size === 'lg' ? 'size-6' : 'size-5',
          favoured && 'fill-current',
          pending && 'animate-pulse',
        )}
      />
      <span className="sr-only">{label}</span>
    </button>
  );
}
