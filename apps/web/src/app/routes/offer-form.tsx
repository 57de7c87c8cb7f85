import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { useSalesChannel } from '#web/features/categories/api/get-sales-channel.ts';
import { useOfferForEditing } from '#web/features/offer-form/api/get-offer.ts';
import { OfferForm } from '#web/features/offer-form/components/offer-form.tsx';
import { isApiError } from '#web/shared/lib/api-error.ts';
import { useSession } from '#web/shared/lib/auth-store.ts';
import { useDocumentTitle } from '#web/shared/lib/use-document-title.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { Card } from '#web/shared/ui/card.tsx';
import { Skeleton } from '#web/shared/ui/skeleton.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import { NotFoundRoute } from './not-found.tsx';

function FormPage({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-5 md:gap-6">
      <header className="flex flex-col gap-1.5">
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{title}</h1>
        <p className="text-ink-muted">{intro}</p>
      </header>
      {children}
    </div>
  );
}

function FormSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-5" aria-busy="true">
      <span className="sr-only">{t('offerForm.loading')}</span>
      {[0, 1, 2].map((index) => (
        <Card key={index} className="grid gap-5 p-6 lg:grid-cols-[14rem_1fr] lg:gap-10 lg:p-8">
          <div className="flex flex-col gap-2">
            <Skeleton className="h-6 w-32" />
            <Skeleton className="h-4 w-44" />
          </div>
          <div className="flex flex-col gap-4">
            <Skeleton className="h-11 w-full" />
            <Skeleton className="h-11 w-2/3" />
          </div>
        </Card>
      ))}
    </div>
  );
}

function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Card className="p-8 text-center">
      <p className="font-bold">{t('errors.generic')}</p>
      <p className="mt-2 text-ink-muted">{t('errors.loadData')}</p>
      <Button variant="secondary" className="mt-5" onClick={onRetry}>
        {t('home.retry')}
      </Button>
    </Card>
  );
}

/** /offers/create (logged in): a new offer. */
export function CreateOfferRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('routes.createOffer'));
  const salesChannel = useSalesChannel();
  const { user } = useSession();
  let content: ReactNode;
  if (salesChannel.data) {
    content = (
      <OfferForm
        categories={salesChannel.data.categories}
        initialAddress={{ city: user?.address?.city ?? '', state: user?.address?.state ?? '' }}
      />
    );
  } else if (salesChannel.isError) {
    content = <LoadError onRetry={() => void salesChannel.refetch()} />;
  } else {
    content = <FormSkeleton />;
  }
  return (
    <FormPage title={t('offerForm.createTitle')} intro={t('offerForm.createIntro')}>
      {content}
    </FormPage>
  );
}

/**
 * /offers/edit/{id}: the owner's offer. No logged-in user, a 404 or 412, or someone else's
 * offer shows the not-found page; a closed offer goes to the archived list (spec 000).
 */
export function EditOfferRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('routes.editOffer'));
  const params = useParams();
  const offerId = Number(params.id);
  const validId = Number.isInteger(offerId) && offerId > 0;
  const session = useSession();
  const signedIn = session.status === 'authenticated';
  const offer = useOfferForEditing(offerId, validId && signedIn);
  const salesChannel = useSalesChannel();

  if (session.status === 'loading' || session.status === 'loggingOut') {
    return (
      <div className="flex min-h-[40vh] items-center justify-center text-brand-700">
        <Spinner className="size-8" label={t('user.loadingSession')} />
      </div>
    );
  }
  const missing = offer.error && isApiError(offer.error) && [404, 412].includes(offer.error.status);
  if (!signedIn || !validId || missing) return <NotFoundRoute />;
  if (offer.data && offer.data.account.id !== session.user?.id) return <NotFoundRoute />;
  if (offer.data?.status === 'closed') return <Navigate to="/profile/my-offers/closed" replace />;

  let content: ReactNode;
  if (offer.data && salesChannel.data) {
    content = <OfferForm key={offer.data.id} categories={salesChannel.data.categories} offer={offer.data} />;
  } else if (offer.isError || salesChannel.isError) {
    content = (
      <LoadError
        onRetry={() => {
          if (offer.isError) void offer.refetch();
          if (salesChannel.isError) void salesChannel.refetch();
        }}
      />
    );
  } else {
    content = <FormSkeleton />;
  }
  return (
    <FormPage title={t('offerForm.editTitle')} intro={t('offerForm.editIntro')}>
      {content}
    </FormPage>
  );
}
