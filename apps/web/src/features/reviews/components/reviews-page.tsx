import { REVIEWS_PAGE_SIZE } from '@marketplace/contract';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isApiError } from '#web/shared/lib/api-error.ts';
import { useSession } from '#web/shared/lib/auth-store.ts';
import { formatNumber } from '#web/shared/lib/format.ts';
import { readPageParam, withPageParam } from '#web/shared/lib/page-param.ts';
import { useRegion } from '#web/shared/lib/region-context.tsx';
import type { ReviewsPageOf } from '#web/shared/lib/reviews-path.ts';
import { useDocumentTitle } from '#web/shared/lib/use-document-title.ts';
import { Button, ButtonLink } from '#web/shared/ui/button.tsx';
import { Card } from '#web/shared/ui/card.tsx';
import { PlusIcon } from '#web/shared/ui/icons.tsx';
import { Pagination } from '#web/shared/ui/pagination.tsx';
import { useReviews } from '../api/get-reviews.ts';
import { ReviewButton } from './review-button.tsx';
import { ReviewItem, ReviewItemSkeleton } from './review-item.tsx';
import { ReviewsHeader, ReviewsHeaderSkeleton } from './reviews-header.tsx';

/** Loading placeholders (spec 001 section 9: 30 reviews, one page). */
export const LOADING_REVIEWS = REVIEWS_PAGE_SIZE;

function ReviewsError({ retry }: { retry: () => void }) {
  const { t } = useTranslation();
  return (
    <Card className="flex flex-col items-center gap-3 p-8 text-center">
      <h1 className="sr-only">{t('routes.reviews')}</h1>
      <div role="alert" className="flex flex-col gap-1">
        <p className="text-lg font-bold">{t('reviews.errorOccurred')}</p>
        <p className="text-ink-muted">{t('reviews.pleaseTryAgainLater')}</p>
      </div>
      <Button variant="secondary" onClick={retry}>
        {t('reviews.retry')}
      </Button>
    </Card>
  );
}

function Loading() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-6">
      <ReviewsHeaderSkeleton />
      <ul className="flex flex-col gap-3" aria-busy="true" aria-label={t('reviews.listLabel')}>
        <li className="sr-only">{t('reviews.loading')}</li>
        {Array.from({ length: LOADING_REVIEWS }, (_, index) => (
          <li key={index} data-testid="review-skeleton">
            <ReviewItemSkeleton />
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The reviews page (spec 001 "Reviews page"): a seller's, an offer's or the user's own reviews,
 * the page read from `?page` (clamped to the last page), 30 placeholders while loading, an empty
 * message per kind of page and an error message. On the user's own page (me, or their seller page)
 * each review without a dispute has a Dispute button; on another seller's page a Review user button
 * (a visitor is offered the login). Add offer shows on wide screens.
 */
export function ReviewsPage({ of, notFound }: { of: ReviewsPageOf; notFound: ReactNode }) {
  const { t } = useTranslation();
  const region = useRegion();
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const page = readPageParam(params);
  const reviews = useReviews(of, page);
  const pagination = reviews.data?.reviews.pagination;
  const tooHigh = pagination !== undefined && page > pagination.totalPages && !reviews.isPlaceholderData;
  const isOwn = of.type === 'me' || (of.type === 'seller' && session.user?.id === of.id);
  const subjectName =
    of.type === 'offer' ? reviews.data?.offer?.title : (reviews.data?.seller?.name ?? session.user?.username);
  useDocumentTitle(
    of.type === 'me'
      ? t('reviews.header.me')
      : subjectName
        ? `${subjectName} · ${t('routes.reviews')}`
        : t('routes.reviews'),
  );

  useEffect(() => {
    if (tooHigh) setParams(withPageParam(params, pagination.totalPages), { replace: true });
  }, [tooHigh, pagination, params, setParams]);

  if (reviews.isError && isApiError(reviews.error) && reviews.error.status === 404) return notFound;
  if (reviews.isPending || tooHigh) return <Loading />;
  if (reviews.isError) return <ReviewsError retry={() => void reviews.refetch()} />;

  const data = reviews.data;
  const changePage = (next: number) => {
    setParams(withPageParam(params, next));
    window.scrollTo(0, 0);
  };
  const pager = (className: string) => (
    <Pagination
      currentPage={data.reviews.pagination.currentPage}
      totalPages={data.reviews.pagination.totalPages}
      onPageChange={changePage}
      className={className}
    />
  );
  const reviewUser = of.type === 'seller' && !isOwn;
  const actions = (
    <>
      {reviewUser && (
        <ReviewButton
          target={{ kind: 'account', id: of.id }}
          label={t('reviews.reviewUser')}
          subject={data.seller?.name}
          variant="primary"
          size="md"
        />
      )}
      <div className="hidden lg:block">
        <ButtonLink to="/offers/create" variant="outline" icon={<PlusIcon className="size-5" />}>
          {t('reviews.addOffer')}
        </ButtonLink>
      </div>
    </>
  );

  return (
    <div className="flex flex-col gap-6">
      <ReviewsHeader
        of={of}
        data={data}
        ownName={session.user?.username}
        actions={actions}
        actionsWideOnly={!reviewUser}
      />
      <section aria-labelledby="reviews-count" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="reviews-count" className="text-lg font-bold">
            {t('reviews.countHeader', {
              count: data.reviews.pagination.totalItems,
              formatted: formatNumber(data.reviews.pagination.totalItems, region),
            })}
          </h2>
          {pager('hidden sm:flex')}
        </div>
        {data.reviews.items.length === 0 ? (
          <Card className="p-8 text-center text-ink-muted">
            <p>
              {t(isOwn ? 'reviews.empty.own' : `reviews.empty.${of.type === 'offer' ? 'offer' : 'seller'}`)}
            </p>
          </Card>
        ) : (
          <ul
            className="flex flex-col gap-3"
            aria-label={t('reviews.listLabel')}
            aria-busy={reviews.isPlaceholderData || undefined}
          >
            {data.reviews.items.map((review) => (
              <li key={review.id}>
                <ReviewItem review={review} disputable={isOwn} />
              </li>
            ))}
          </ul>
        )}
        {pager('mt-3')}
      </section>
    </div>
  );
}
