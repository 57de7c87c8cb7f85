import { PAGE_PATHS, type OfferStatus } from '@marketplace/contract';
import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import {
  createBrowserRouter,
  Navigate,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router';
import { advertisementsQueryOptions } from '#web/features/advertisements/api/get-advertisements.ts';
import { RequireAuth } from '#web/features/auth/components/require-auth.tsx';
import { prefetchOfferDetail } from '#web/features/offers/api/get-offer-detail.ts';
import { pageGroupsQueryOptions } from '#web/features/static-pages/api/get-page-groups.ts';
import { loadAllTexts, withAllTexts } from '#web/shared/lib/i18n.ts';
import { adminPage } from './admin-page.ts';
import { RootLayout } from './layout/root-layout.tsx';
import { HomeRoute } from './routes/home.tsx';
import { NotFoundRoute } from './routes/not-found.tsx';

// A failed screen's page: rare, so not in the first load (decision 095). It shows even when the rest
// of the texts could not be downloaded either (then with its keys).
const RouteError = lazy(async () => {
  const page = import('./routes/route-error.tsx');
  await loadAllTexts().catch(() => undefined);
  return { default: (await page).RouteError };
});

/*
 * Screens past the first one a visitor sees load as chunks of their own on first use, which keeps
 * the home page's bundle small: the forms (login, registration, password reset, offer form,
 * settings) bring react-hook-form and the contract's zod schemas, search and the offer page most of
 * the rest. The size budget (`npm run size`, decision 045) fails the build when home grows past it.
 */
const register = () => import('./routes/register.tsx');
const passwordReset = () => import('./routes/password-reset.tsx');
const offerDetail = () => import('./routes/offer-detail.tsx');
const offerForm = () => import('./routes/offer-form.tsx');
const payment = () => import('./routes/payment.tsx');
const reviews = () => import('./routes/reviews.tsx');
const myOffers = (status: OfferStatus) => async () => {
  const { MyOffersRoute } = await import('./routes/my-offers.tsx');
  return { element: <MyOffersRoute status={status} /> };
};

/**
 * Routes open to everyone (spec 000 section 2; spec 001 section 2). Every path comes from the
 * contract's PAGE_PATHS, which the server reads too: it answers 404 for any other path.
 */
const publicRoutes = (queryClient: QueryClient): RouteObject[] => [
  { path: PAGE_PATHS.home, element: <HomeRoute /> },
  {
    path: PAGE_PATHS.leaving,
    lazy: async () => ({ Component: (await import('./routes/leaving.tsx')).LeavingRoute }),
  },
  {
    path: PAGE_PATHS.login,
    lazy: async () => ({ Component: (await import('./routes/login.tsx')).LoginRoute }),
  },
  {
    path: PAGE_PATHS.register,
    lazy: async () => ({ Component: (await register()).RegistrationFlowLayout }),
    children: [
      { index: true, lazy: async () => ({ Component: (await register()).RegisterRoute }) },
      {
        path: PAGE_PATHS.registerMethod,
        lazy: async () => ({ Component: (await register()).RegisterMethodRoute }),
      },
      {
        path: PAGE_PATHS.registerConfirm,
        lazy: async () => ({ Component: (await register()).RegisterConfirmRoute }),
      },
      {
        path: PAGE_PATHS.registerSuccess,
        lazy: async () => ({ Component: (await register()).RegisterSuccessRoute }),
      },
    ],
  },
  {
    path: PAGE_PATHS.forgotPassword,
    lazy: async () => ({ Component: (await passwordReset()).ForgotPasswordRoute }),
  },
  {
    path: PAGE_PATHS.forgotPasswordSuccess,
    lazy: async () => ({ Component: (await passwordReset()).ForgotPasswordSuccessRoute }),
  },
  {
    path: PAGE_PATHS.resetPassword,
    lazy: async () => ({ Component: (await passwordReset()).ResetPasswordRoute }),
  },
  {
    path: PAGE_PATHS.resetPasswordSuccess,
    lazy: async () => ({ Component: (await passwordReset()).ResetPasswordSuccessRoute }),
  },
  {
    path: PAGE_PATHS.search,
    lazy: async () => ({ Component: (await import('./routes/search.tsx')).SearchRoute }),
  },
  {
    path: PAGE_PATHS.offer,
    // The offer is asked for while the page's code downloads, not after.
    loader: ({ params }) => {
      prefetchOfferDetail(queryClient, params.id);
      return null;
    },
    lazy: async () => ({ Component: (await offerDetail()).OfferDetailRoute }),
  },
  { path: PAGE_PATHS.editOffer, lazy: async () => ({ Component: (await offerForm()).EditOfferRoute }) },
  {
    path: PAGE_PATHS.seller,
    lazy: async () => ({ Component: (await import('./routes/seller-profile.tsx')).SellerProfileRoute }),
  },
  {
    path: PAGE_PATHS.reviews,
    lazy: async () => ({ Component: (await reviews()).ReviewsRoute }),
  },
  {
    path: PAGE_PATHS.reviewsOf,
    lazy: async () => ({ Component: (await reviews()).ReviewsRoute }),
  },
  {
    path: PAGE_PATHS.staticPage,
    lazy: async () => ({ Component: (await import('./routes/static-page.tsx')).StaticPageRoute }),
  },
];

/** Routes that send a logged-out visitor to /auth/login and back afterwards. */
const protectedRoutes: RouteObject[] = [
  {
    path: PAGE_PATHS.favourites,
    lazy: async () => ({ Component: (await import('./routes/favorites.tsx')).FavoritesRoute }),
  },
  {
    path: PAGE_PATHS.messages,
    lazy: async () => ({ Component: (await import('./routes/messages.tsx')).MessagesRoute }),
  },
  {
    path: PAGE_PATHS.chat,
    lazy: async () => ({ Component: (await import('./routes/chat.tsx')).ChatRoute }),
  },
  {
    path: PAGE_PATHS.notifications,
    lazy: async () => ({ Component: (await import('./routes/notifications.tsx')).NotificationsRoute }),
  },
  {
    path: PAGE_PATHS.basket,
    lazy: async () => ({ Component: (await import('./routes/basket.tsx')).BasketRoute }),
  },
  { path: PAGE_PATHS.createOffer, lazy: async () => ({ Component: (await offerForm()).CreateOfferRoute }) },
  { path: PAGE_PATHS.profile, element: <Navigate to={PAGE_PATHS.myProfile} replace /> },
  {
    path: PAGE_PATHS.myProfile,
    lazy: async () => ({ Component: (await import('./routes/my-profile.tsx')).MyProfileRoute }),
  },
  { path: PAGE_PATHS.myOffers, lazy: myOffers('published') },
  {
    path: PAGE_PATHS.myOffersSold,
    lazy: async () => ({ Component: (await import('./routes/my-offers-sold.tsx')).MyOffersSoldRoute }),
  },
  {
    path: PAGE_PATHS.soldOrder,
    lazy: async () => ({ Component: (await import('./routes/sold-order.tsx')).SoldOrderRoute }),
  },
  {
    path: PAGE_PATHS.balance,
    lazy: async () => ({ Component: (await import('./routes/balance.tsx')).BalanceRoute }),
  },
  { path: PAGE_PATHS.myOffersDraft, lazy: myOffers('draft') },
  { path: PAGE_PATHS.myOffersClosed, lazy: myOffers('closed') },
  {
    path: PAGE_PATHS.myPurchases,
    lazy: async () => ({ Component: (await import('./routes/my-purchases.tsx')).MyPurchasesRoute }),
  },
  {
    path: PAGE_PATHS.purchase,
    lazy: async () => ({ Component: (await import('./routes/purchase.tsx')).PurchaseRoute }),
  },
  {
    path: PAGE_PATHS.savedSearches,
    lazy: async () => ({ Component: (await import('./routes/saved-searches.tsx')).SavedSearchesRoute }),
  },
  {
    path: PAGE_PATHS.accountSettings,
    lazy: async () => ({ Component: (await import('./routes/account-settings.tsx')).AccountSettingsRoute }),
  },
  { path: PAGE_PATHS.paymentMethod, lazy: async () => ({ Component: (await payment()).PaymentMethodRoute }) },
  {
    path: PAGE_PATHS.paymentMethodExtras,
    lazy: async () => ({ Component: (await payment()).PaymentMethodExtrasRoute }),
  },
  { path: PAGE_PATHS.paymentCard, lazy: async () => ({ Component: (await payment()).PaymentCardRoute }) },
  {
    path: PAGE_PATHS.paymentCardExtras,
    lazy: async () => ({ Component: (await payment()).PaymentCardExtrasRoute }),
  },
  {
    path: PAGE_PATHS.paymentSuccess,
    lazy: async () => ({ Component: (await payment()).PaymentSuccessRoute }),
  },
];

/** The console's route, whose pages past the dashboard the router learns on the way there. */
export const ADMIN_ROUTE_ID = 'admin';

/**
 * `/admin/*`, the administration console (issue 25): lazily loaded with its own texts (the 'admin'
 * namespace), never part of a user's first load. The layout turns away anyone but an administrator.
 * Only the dashboard is listed here: the other pages' routes (`admin-routes.tsx`) are patched in
 * when a path under `/admin/` is first visited (`discoverAdminPages`), so a user's first load does
 * not carry the console's table.
 */
const adminRoutes: RouteObject = {
  id: ADMIN_ROUTE_ID,
  path: PAGE_PATHS.admin,
  lazy: async () => {
    const [{ AdminLayout }, { loadAdminTexts }] = await Promise.all([
      import('./routes/admin/admin-layout.tsx'),
      import('#web/shared/admin/admin-texts.ts'),
    ]);
    await loadAdminTexts();
    return { Component: AdminLayout };
  },
  children: [
    { index: true, lazy: adminPage(() => import('./routes/admin/dashboard.tsx'), 'AdminDashboardRoute') },
  ],
};

/**
 * Every lazy screen renders once the rest of the texts has arrived too (the first load carries only
 * home's and the shell's, decision 095); both download side by side.
 */
function withTexts(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const { lazy, children } = route;
    const wrapped = { ...route } as RouteObject;
    if (typeof lazy === 'function') wrapped.lazy = (() => withAllTexts(lazy())) as typeof lazy;
    if (children) (wrapped as { children?: RouteObject[] }).children = withTexts(children);
    return wrapped;
  });
}

export const appRoutes = (queryClient: QueryClient): RouteObject[] => [
  {
    element: <RootLayout />,
    // What every page's shell shows (the adverts, the footer's pages), asked for with the route's own
    // data instead of after the first render (on the server, decision 128, one render less).
    loader: () => {
      void queryClient.prefetchQuery(advertisementsQueryOptions());
      void queryClient.prefetchQuery(pageGroupsQueryOptions());
      return null;
    },
    errorElement: (
      <Suspense fallback={null}>
        <RouteError />
      </Suspense>
    ),
    // Shown only while the first screen's chunk loads on a cold start at a lazy route.
    hydrateFallbackElement: <RootLayout />,
    children: withTexts([
      ...publicRoutes(queryClient),
      { element: <RequireAuth />, children: [...protectedRoutes, adminRoutes] },
      { path: '*', element: <NotFoundRoute /> },
    ]),
  },
];

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(appRoutes(queryClient), { patchRoutesOnNavigation: discoverAdminPages() });
}

/** Adds the console's pages to a router the first time it goes under `/admin/`. */
export function discoverAdminPages(): PatchRoutesOnNavigationFunction {
  let added = false;
  return async ({ path, patch }) => {
    if (added || !path.startsWith(`${PAGE_PATHS.admin}/`)) return;
    const { adminPages } = await import('./admin-routes.tsx');
    if (added) return;
    added = true;
    patch(ADMIN_ROUTE_ID, withTexts(adminPages));
  };
}
