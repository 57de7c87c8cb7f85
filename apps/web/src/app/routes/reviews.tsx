import { useParams } from 'react-router';
import { RequireAuth } from '#web/features/auth/components/require-auth.tsx';
import { ReviewsPage } from '#web/features/reviews/components/reviews-page.tsx';
import { reviewsPageOf } from '#web/features/reviews/lib/reviews-page-of.ts';
import { NotFoundRoute } from './not-found.tsx';

/**
 * `/reviews/{seller|offer}/{id}` and `/reviews/me` (spec 001 "Reviews page"): anything else is not
 * found; the user's own reviews need login (a visitor goes to /auth/login and comes back).
 */
export function ReviewsRoute() {
  const { type, reviewsOf } = useParams();
  const of = reviewsPageOf(type, reviewsOf);
  if (of === null) return <NotFoundRoute />;
  const page = (
    <div className="py-2 sm:py-6">
      <ReviewsPage key={`${of.type}:${of.type === 'me' ? '' : of.id}`} of={of} notFound={<NotFoundRoute />} />
    </div>
  );
  return of.type === 'me' ? <RequireAuth>{page}</RequireAuth> : page;
}
