import { LIMITS } from '@marketplace/contract';
import type { ReactNode } from 'react';
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AdvertSlot, useHasAdverts } from '#web/features/advertisements/components/advert-slot.tsx';
import { useSalesChannel } from '#web/features/categories/api/get-sales-channel.ts';
import { CategoryGrid } from '#web/features/categories/components/category-grid.tsx';
import { useHome } from '#web/features/home/api/get-home.ts';
import {
  OfferCard,
  OfferCardSkeleton,
  OfferRow,
  OfferRowSkeleton,
} from '#web/features/offers/components/offer-card.tsx';
import { PopularSearches, useHasPopularSearches } from '#web/features/search/components/popular-searches.tsx';
import { SearchBar } from '#web/features/search/components/search-bar.tsx';
import { loginPathFor } from '#web/features/auth/components/require-auth.tsx';
import { useIosInstallPrompt } from '#web/features/home/hooks/use-ios-install-prompt.ts';
import { useSession } from '#web/shared/lib/auth-store.ts';
import { useIsMobile } from '#web/shared/lib/use-media-query.ts';
import { useDocumentTitle } from '#web/shared/lib/use-document-title.ts';
import { Button, ButtonLink } from '#web/shared/ui/button.tsx';
import { PlusIcon } from '#web/shared/ui/icons.tsx';
import { withAllTexts } from '#web/shared/lib/i18n.ts';

const CREATE_OFFER_PATH = '/offers/create';

// Shown on iPhone and iPad Safari only: other visitors do not download it (decision 045).
const IosInstallPrompt = lazy(async () => ({
  default: (await withAllTexts(import('#web/features/home/components/ios-install-prompt.tsx')))
    .IosInstallPrompt,
}));

// The desktop top slot's own banner, shown only when no advert fills it; the slot keeps its box.
const DefaultBanner = lazy(async () => ({
  default: (await import('#web/features/advertisements/components/default-banner.tsx')).DefaultBanner,
}));

// Below the fold, after the data: their code (and the avatar's) is not in the first load (decision 095).
const CompanyBar = lazy(async () => ({
  default: (await import('#web/features/home/components/company-bar.tsx')).CompanyBar,
}));
const PopularCategories = lazy(async () => ({
  default: (await import('#web/features/home/components/popular-categories.tsx')).PopularCategories,
}));

/** Where the add-offer buttons lead: the form when logged in, else the login (and back to the form). */
export function addOfferPath(loggedIn: boolean): string {
  return loggedIn ? CREATE_OFFER_PATH : loginPathFor(CREATE_OFFER_PATH);
}

/** Offers in the small list: 4 when between-offers adverts exist, else 9 (spec 000 "Home"). */
export function smallListSize(hasBetweenOffersAdverts: boolean): number {
  return hasBetweenOffersAdverts ? 4 : 9;
}

function Section({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <div className="mb-4 flex items-end justify-between gap-4">
        <h2 id={id} className="text-xl font-extrabold tracking-tight sm:text-2xl">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

export function HomeRoute() {
  const { t } = useTranslation();
  useDocumentTitle(undefined);
  const salesChannel = useSalesChannel();
  const home = useHome();
  const betweenOffers = useHasAdverts('web_between_offers');
  const hasPopularSearches = useHasPopularSearches();
  const addOfferTo = addOfferPath(useSession().status === 'authenticated');
  const iosInstall = useIosInstallPrompt();
  // The banner of the visible one of the two top slots is the page's largest paint: it loads first.
  const isMobile = useIsMobile();

  const offers = home.data?.newestOffers.slice(0, LIMITS.homeNewestOffers) ?? [];
  const large = offers.slice(0, LIMITS.homeLargeListOffers);
  const small = offers.slice(
    LIMITS.homeLargeListOffers,
    LIMITS.homeLargeListOffers + smallListSize(betweenOffers.hasAdverts),
  );
  const offersLoading = home.isLoading || betweenOffers.isLoading;

  return (
    <div className="flex flex-col gap-8 md:gap-12">
      <section className="relative -mx-4 -mt-4 overflow-hidden bg-linear-to-b from-brand-50 to-canvas px-4 pt-7 pb-6 sm:mx-0 sm:mt-0 sm:rounded-card sm:px-8 sm:py-10">
        <h1 className="max-w-2xl text-[1.75rem] leading-tight font-extrabold tracking-tight sm:text-display">
          {t('home.title')}
        </h1>
        <p className="mt-2 max-w-2xl text-ink-muted sm:text-lg">{t('home.subtitle')}</p>
        <SearchBar size="lg" className="mt-5 max-w-2xl" />
      </section>

      <AdvertSlot
        area="web_top"
        className="hidden h-52 md:block lg:h-60"
        // Desktop only, page-wide: filled edge to edge (its default banner is not an image).
        fit="cover"
        fallback={
          <Suspense fallback={null}>
            <DefaultBanner />
          </Suspense>
        }
        priority={!isMobile}
      />
      {/* Each slot has its area's banner format at every width (640 x 200, 1200 x 200, 1200 x 240):
          a phone shows the whole banner, scaled down, never a cropped middle (decision 080). */}
      <AdvertSlot area="mobile_main_page" className="aspect-[16/5] md:hidden" priority={isMobile} />

      <Section title={t('home.categoriesTitle')}>
        <CategoryGrid categories={salesChannel.data?.categories} loading={salesChannel.isLoading} />
        {salesChannel.isError && <LoadError onRetry={() => void salesChannel.refetch()} />}
      </Section>

      <Section
        title={t('home.newestTitle')}
        action={
          <ButtonLink
            to={addOfferTo}
            size="sm"
            icon={<PlusIcon className="size-4" />}
            className="max-sm:hidden"
          >
            {t('nav.addOffer')}
          </ButtonLink>
        }
      >
        {offersLoading ? (
          <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3" aria-busy="true">
            {Array.from({ length: LIMITS.homeLargeListOffers }, (_, index) => (
              <li key={index}>
                <OfferCardSkeleton />
              </li>
            ))}
          </ul>
        ) : home.isError ? (
          <LoadError onRetry={() => void home.refetch()} />
        ) : large.length === 0 ? (
          <p className="rounded-card border border-dashed border-line-strong bg-surface p-8 text-center text-ink-muted">
            {t('home.noOffers')}
          </p>
        ) : (
          <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3">
            {large.map((offer) => (
              <li key={offer.id} className="flex">
                <OfferCard offer={offer} />
              </li>
            ))}
          </ul>
        )}
      </Section>

      <AdvertSlot area="web_between_offers" className="aspect-[6/1]" />

      {(offersLoading || small.length > 0) && (
        <Section title={t('home.moreOffersTitle')}>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {offersLoading
              ? Array.from({ length: 3 }, (_, index) => (
                  <li key={index}>
                    <OfferRowSkeleton />
                  </li>
                ))
              : small.map((offer) => (
                  <li key={offer.id}>
                    <OfferRow offer={offer} />
                  </li>
                ))}
          </ul>
        </Section>
      )}

      <section className="flex flex-col items-start gap-4 rounded-card bg-brand-900 p-6 text-white sm:flex-row sm:items-center sm:justify-between sm:p-8">
        <div>
          <h2 className="text-xl font-extrabold sm:text-2xl">{t('home.addOfferTitle')}</h2>
          <p className="mt-1 text-brand-100">{t('home.addOfferText')}</p>
        </div>
        <ButtonLink to={addOfferTo} size="lg" variant="inverse" icon={<PlusIcon className="size-5" />}>
          {t('nav.addOffer')}
        </ButtonLink>
      </section>

      {hasPopularSearches && (
        <Section title={t('search.popularTitle')}>
          <PopularSearches />
        </Section>
      )}

      {home.data && home.data.popularCategories.length > 0 && (
        <Section title={t('home.popularCategoriesTitle')}>
          <Suspense fallback={null}>
            <PopularCategories categories={home.data.popularCategories} />
          </Suspense>
        </Section>
      )}

      {home.data && home.data.companies.length > 0 && (
        <Section title={t('home.companiesTitle')}>
          <Suspense fallback={null}>
            <CompanyBar companies={home.data.companies} />
          </Suspense>
        </Section>
      )}

      <AdvertSlot area="web_bottom" className="aspect-[5/1]" />
      {iosInstall.open && (
        <Suspense fallback={null}>
          <IosInstallPrompt onDismiss={iosInstall.dismiss} />
        </Suspense>
      )}
    </div>
  );
}

function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-card border border-line bg-surface p-6 text-center"
    >
      <p className="text-ink-muted">{t('home.loadError')}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {t('home.retry')}
      </Button>
    </div>
  );
}
