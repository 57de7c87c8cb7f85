import { MESSAGES, type OfferListItemDto } from '@marketplace/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { translateServerMessage } from '#web/shared/lib/server-message.ts';
import { useRegion } from '#web/shared/lib/region-context.tsx';
import { OfferReviewNotice } from '#web/shared/ui/offer-review-notice.tsx';
import { Skeleton } from '#web/shared/ui/skeleton.tsx';
import { myOfferDates } from '../lib/my-offer-dates.ts';
import { formatOfferPrice } from '../lib/offer-price.ts';
import {
  DraftOfferActions,
  editOfferPath,
  PublishedOfferActions,
  type OfferExtrasSlot,
} from './my-offer-actions.tsx';
import { OfferPhoto } from './offer-card.tsx';

/** Shown under a draft whose publishing was refused, with the way to complete it. */
function NotReadyNotice({ offer, fields }: { offer: OfferListItemDto; fields: number }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="flex flex-col gap-1 rounded-xl border border-danger-600/30 bg-danger-50 px-3 py-2.5 text-sm text-danger-700 sm:flex-row sm:items-center sm:gap-3"
    >
      <p className="font-semibold first-letter:uppercase">
        {translateServerMessage(MESSAGES.notReadyForPublishing, t)}
      </p>
      {fields > 0 && <p>{t('myOffers.notReady.fields', { count: fields })}</p>}
      <Link to={editOfferPath(offer.id)} className="font-semibold underline underline-offset-2 sm:ml-auto">
        {t('myOffers.notReady.edit')}
      </Link>
    </div>
  );
}

/**
 * One offer in My offers (spec 000 "My offers", section 4): photo, title, price, the created date
 * and the archived or valid-till date, and the actions its status allows (none when closed).
 */
export function MyOfferRow({ offer, extras }: { offer: OfferListItemDto; extras?: OfferExtrasSlot }) {
  const { t } = useTranslation();
  const region = useRegion();
  const [notReadyFields, setNotReadyFields] = useState<number | null>(null);
  const price = formatOfferPrice(offer, region, t);
  const dates = myOfferDates(offer, region);

  return (
    <article className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-3 shadow-card sm:p-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:gap-4">
        <div className="flex min-w-0 flex-1 gap-3 sm:gap-4">
          <div className="size-20 shrink-0 overflow-hidden rounded-xl bg-canvas sm:size-24">
            <OfferPhoto offer={offer} size="small" />
          </div>
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <h3 className="line-clamp-2 text-sm leading-snug font-semibold sm:text-base">
              {offer.status === 'published' ? (
                <Link to={`/offer/${offer.id}`} className="hover:text-brand-800 hover:underline">
                  {offer.title}
                </Link>
              ) : (
                offer.title
              )}
            </h3>
            {price && <p className="text-sm font-extrabold sm:text-base">{price}</p>}
            <p className="mt-auto flex flex-wrap gap-x-3 gap-y-0.5 text-xs text-ink-subtle">
              <span>{t('myOffers.created', { date: dates.created })}</span>
              {dates.end && <span>{t(`myOffers.${dates.end.kind}`, { date: dates.end.date })}</span>}
            </p>
            {offer.features.highlight && (
              <span className="self-start rounded-full bg-accent-300 px-2 py-0.5 text-xs font-bold text-accent-900">
                {t('offers.featured')}
              </span>
            )}
          </div>
        </div>
        {offer.status !== 'closed' && (
          <div
            role="group"
            aria-label={t('myOffers.actionsLabel', { title: offer.title })}
            className="flex flex-wrap gap-2 sm:max-w-xs sm:justify-end lg:max-w-md"
          >
            {offer.status === 'published' ? (
              <PublishedOfferActions offer={offer} extras={extras} />
            ) : (
              <DraftOfferActions offer={offer} onNotReady={setNotReadyFields} />
            )}
          </div>
        )}
      </div>
      {offer.review && <OfferReviewNotice review={offer.review} />}
      {notReadyFields !== null && <NotReadyNotice offer={offer} fields={notReadyFields} />}
    </article>
  );
}

export function MyOfferRowSkeleton() {
  return (
    <div className="flex gap-3 rounded-2xl border border-line bg-surface p-3 sm:gap-4 sm:p-4">
      <Skeleton className="size-20 shrink-0 rounded-xl sm:size-24" />
      <div className="flex flex-1 flex-col gap-2 py-1">
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="h-4 w-1/4" />
        <Skeleton className="mt-auto h-3 w-1/2" />
      </div>
    </div>
  );
}
