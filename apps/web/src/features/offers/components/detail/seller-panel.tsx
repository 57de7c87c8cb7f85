import { displayName, type OfferDetailDto } from '@marketplace/contract';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSellerProfile } from '#web/shared/api/get-seller-profile.ts';
import { useSession } from '#web/shared/lib/auth-store.ts';
import { formatDate, formatNumber } from '#web/shared/lib/format.ts';
import { currentReturnPath, loginPathFor } from '#web/shared/lib/login-path.ts';
import { useRegion } from '#web/shared/lib/region-context.tsx';
import { toast } from '#web/shared/lib/toast.ts';
import { Avatar } from '#web/shared/ui/avatar.tsx';
import { Button, ButtonLink } from '#web/shared/ui/button.tsx';
import { ChatIcon, ChevronRightIcon } from '#web/shared/ui/icons.tsx';
import { RatingStars } from '#web/shared/ui/rating-stars.tsx';
import { SellerPhone } from './seller-phone.tsx';

/** Contacting needs login; the chat arrives later, so a logged-in buyer is told so (decision 018). */
function ContactButton() {
  const { t } = useTranslation();
  const { token } = useSession();
  const location = useLocation();
  if (!token) {
    const returnTo = currentReturnPath(location);
    return (
      <ButtonLink
        to={loginPathFor(returnTo)}
        state={{ from: returnTo }}
        variant="secondary"
        block
        icon={<ChatIcon className="size-5" />}
      >
        {t('offerDetail.seller.contact')}
      </ButtonLink>
    );
  }
  return (
    <Button
      variant="secondary"
      block
      icon={<ChatIcon className="size-5" />}
      onClick={() => toast.info(t('offerDetail.seller.chatSoon'))}
    >
      {t('offerDetail.seller.contact')}
    </Button>
  );
}

/** Who sells: avatar, name, type, member figures, the masked phone and the contact button. */
export function SellerPanel({ offer, isOwner }: { offer: OfferDetailDto; isOwner: boolean }) {
  const { t } = useTranslation();
  const region = useRegion();
  const profile = useSellerProfile(offer.account.id);
  const { account, stats } = offer;
  const name = profile.data?.friendlyName ?? displayName(account);
  const place = [profile.data?.address.city, profile.data?.address.state].filter(Boolean).join(', ');
  const reviewsCount = stats?.reviewsCount ?? profile.data?.reviewStats.numberOfReviews ?? 0;
  const average = stats?.reviewsAverage ?? profile.data?.reviewStats.averageReview ?? null;
  const offersCount = stats?.offers ?? profile.data?.offerStats.numberOfOffers ?? 0;

  return (
    <section
      aria-labelledby="offer-seller"
      className="flex flex-col gap-4 rounded-card border border-line bg-surface p-5 shadow-card sm:p-6"
    >
      <h2 id="offer-seller" className="text-sm font-bold tracking-wide text-ink-muted uppercase">
        {t('offerDetail.seller.title')}
      </h2>
      <div className="flex items-center gap-3">
        <Avatar
          src={account.avatar}
          fallbackSrc={account.avatarFallback}
          name={name}
          className="size-14 text-xl"
        />
        <div className="min-w-0">
          <p className="truncate text-lg leading-tight font-bold">
            <Link to={`/user/${account.id}`} className="hover:text-brand-800 hover:underline">
              {name}
            </Link>
          </p>
          <p className="text-sm text-ink-muted">
            {t(`offerDetail.seller.${account.type}`)}
            {place && ` · ${place}`}
          </p>
          {profile.data?.memberSince && (
            <p className="text-xs text-ink-subtle">
              {t('offerDetail.seller.memberSince', { date: formatDate(profile.data.memberSince, region) })}
            </p>
          )}
        </div>
      </div>

      <ul className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
        <li>
          {t('offerDetail.seller.offers', {
            count: offersCount,
            formatted: formatNumber(offersCount, region),
          })}
        </li>
        <li className="flex items-center gap-1.5">
          {average === null ? (
            <span className="text-ink-muted">{t('offerDetail.reviews.none')}</span>
          ) : (
            <>
              <RatingStars rate={average} />
              <span className="font-semibold tabular-nums">
                {formatNumber(Math.round(average * 10) / 10, region)}
              </span>
              <span className="text-ink-muted">
                ({t('offerDetail.reviews.count', { count: reviewsCount })})
              </span>
            </>
          )}
        </li>
      </ul>

      {/* The owner needs no reveal of their own number: the offer carries it in full for them. */}
      {account.phone && <SellerPhone offerId={offer.id} phone={account.phone} revealed={isOwner} />}
      {!isOwner && <ContactButton />}
      <Link
        to={`/user/${account.id}`}
        className="flex items-center justify-between rounded-xl px-1 py-1 text-sm font-semibold text-brand-800 hover:underline"
      >
        {t('offerDetail.seller.profile')}
        <ChevronRightIcon className="size-4" />
      </Link>
    </section>
  );
}
