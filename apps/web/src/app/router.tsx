import type { OfferStatus } from '@marketplace/contract';
import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { RequireAuth } from '#web/features/auth/components/require-auth.tsx';
import { prefetchOfferDetail } from '#web/features/offers/api/get-offer-detail.ts';
import { RootLayout } from './layout/root-layout.tsx';
import { ComingSoonRoute, type RouteTitleKey } from './routes/coming-soon.tsx';
import { HomeRoute } from './routes/home.tsx';
import { NotFoundRoute } from './routes/not-found.tsx';
import { RouteError } from './routes/route-error.tsx';

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
const myOffers = (status: OfferStatus) => async () => {
  const { MyOffersRoute } = await import('./routes/my-offers.tsx');
  return { element: <MyOffersRoute status={status} /> };
};

const soon = (path: string, title: RouteTitleKey): RouteObject => ({
  path,
  element: <ComingSoonRoute key={path} title={title} />,
});

/** Routes open to everyone (spec 000 section 2; spec 001 section 2). */
const publicRoutes = (queryClient: QueryClient): RouteObject[] => [
  { index: true, element: <HomeRoute /> },
  { path: 'auth/login', lazy: async () => ({ Component: (await import('./routes/login.tsx')).LoginRoute }) },
  {
    path: 'auth/register',
    lazy: async () => ({ Component: (await register()).RegistrationFlowLayout }),
    children: [
      { index: true, lazy: async () => ({ Component: (await register()).RegisterRoute }) },
      { path: 'method', lazy: async () => ({ Component: (await register()).RegisterMethodRoute }) },
      { path: 'confirm/:uuid', lazy: async () => ({ Component: (await register()).RegisterConfirmRoute }) },
      { path: 'success', lazy: async () => ({ Component: (await register()).RegisterSuccessRoute }) },
    ],
  },
  {
    path: 'auth/forgot-password',
    lazy: async () => ({ Component: (await passwordReset()).ForgotPasswordRoute }),
  },
  {
    path: 'auth/forgot-password/success',
    lazy: async () => ({ Component: (await passwordReset()).ForgotPasswordSuccessRoute }),
  },
  {
    path: 'auth/forgot-password/reset',
    lazy: async () => ({ Component: (await passwordReset()).ResetPasswordRoute }),
  },
  {
    path: 'auth/forgot-password/reset/success',
    lazy: async () => ({ Component: (await passwordReset()).ResetPasswordSuccessRoute }),
  },
  { path: 'search', lazy: async () => ({ Component: (await import('./routes/search.tsx')).SearchRoute }) },
  {
    path: 'offer/:id',
    // The offer is asked for while the page's code downloads, not after.
    loader: ({ params }) => {
      prefetchOfferDetail(queryClient, params.id);
      return null;
    },
    lazy: async () => ({ Component: (await offerDetail()).OfferDetailRoute }),
  },
  { path: 'offers/edit/:id', lazy: async () => ({ Component: (await offerForm()).EditOfferRoute }) },
  {
    path: 'user/:id',
    lazy: async () => ({ Component: (await import('./routes/seller-profile.tsx')).SellerProfileRoute }),
  },
  soon('reviews/:type', 'reviews'),
  soon('reviews/:type/:id', 'reviews'),
  {
    path: 'info/:slug',
    lazy: async () => ({ Component: (await import('./routes/static-page.tsx')).StaticPageRoute }),
  },
];

/** Routes that send a logged-out visitor to /auth/login and back afterwards. */
const protectedRoutes: RouteObject[] = [
  {
    path: 'favorites',
    lazy: async () => ({ Component: (await import('./routes/favorites.tsx')).FavoritesRoute }),
  },
  soon('messages', 'messages'),
  soon('chat/:id', 'chat'),
  soon('notifications', 'notifications'),
  soon('basket', 'basket'),
  { path: 'offers/create', lazy: async () => ({ Component: (await offerForm()).CreateOfferRoute }) },
  { path: 'profile', element: <Navigate to="/profile/my-profile" replace /> },
  soon('profile/my-profile', 'myProfile'),
  { path: 'profile/my-offers', lazy: myOffers('published') },
  soon('profile/my-offers/sold', 'myOffersSold'),
  soon('profile/my-offers/sold/:orderId', 'soldOrder'),
  { path: 'profile/my-offers/draft', lazy: myOffers('draft') },
  { path: 'profile/my-offers/closed', lazy: myOffers('closed') },
  soon('profile/my-purchases', 'myPurchases'),
  soon('profile/my-purchases/:orderId', 'purchase'),
  {
    path: 'profile/account-settings',
    lazy: async () => ({ Component: (await import('./routes/account-settings.tsx')).AccountSettingsRoute }),
  },
  soon('payment/method', 'paymentMethod'),
  soon('payment/method/extras', 'paymentMethod'),
  soon('payment/card', 'paymentCard'),
  soon('payment/card/extras', 'paymentCard'),
  soon('payment/success', 'paymentSuccess'),
];

export const appRoutes = (queryClient: QueryClient): RouteObject[] => [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    // Shown only while the first screen's chunk loads on a cold start at a lazy route.
    hydrateFallbackElement: <RootLayout />,
    children: [
      ...publicRoutes(queryClient),
      { element: <RequireAuth />, children: protectedRoutes },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(appRoutes(queryClient));
}
