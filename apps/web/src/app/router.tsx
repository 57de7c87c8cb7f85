import type { OfferStatus } from '@marketplace/contract';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { RequireAuth } from '../features/auth/components/require-auth.tsx';
import { RegistrationFlowLayout } from '../features/registration/lib/registration-flow.tsx';
import { RootLayout } from './layout/root-layout.tsx';
import { ComingSoonRoute, type RouteTitleKey } from './routes/coming-soon.tsx';
import { HomeRoute } from './routes/home.tsx';
import { LoginRoute } from './routes/login.tsx';
import { NotFoundRoute } from './routes/not-found.tsx';
import {
  ForgotPasswordRoute,
  ForgotPasswordSuccessRoute,
  ResetPasswordRoute,
  ResetPasswordSuccessRoute,
} from './routes/password-reset.tsx';
import {
  RegisterConfirmRoute,
  RegisterMethodRoute,
  RegisterRoute,
  RegisterSuccessRoute,
} from './routes/register.tsx';
import { RouteError } from './routes/route-error.tsx';

/*
 * Screens past the first one a visitor sees load as chunks of their own on first use, which keeps
 * the home page's bundle small (the offer form, search and settings bring most of the code).
 */
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
const publicRoutes: RouteObject[] = [
  { index: true, element: <HomeRoute /> },
  { path: 'auth/login', element: <LoginRoute /> },
  {
    path: 'auth/register',
    element: <RegistrationFlowLayout />,
    children: [
      { index: true, element: <RegisterRoute /> },
      { path: 'method', element: <RegisterMethodRoute /> },
      { path: 'confirm/:uuid', element: <RegisterConfirmRoute /> },
      { path: 'success', element: <RegisterSuccessRoute /> },
    ],
  },
  { path: 'auth/forgot-password', element: <ForgotPasswordRoute /> },
  { path: 'auth/forgot-password/success', element: <ForgotPasswordSuccessRoute /> },
  { path: 'auth/forgot-password/reset', element: <ResetPasswordRoute /> },
  { path: 'auth/forgot-password/reset/success', element: <ResetPasswordSuccessRoute /> },
  { path: 'search', lazy: async () => ({ Component: (await import('./routes/search.tsx')).SearchRoute }) },
  { path: 'offer/:id', lazy: async () => ({ Component: (await offerDetail()).OfferDetailRoute }) },
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

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    // Shown only while the first screen's chunk loads on a cold start at a lazy route.
    hydrateFallbackElement: <RootLayout />,
    children: [
      ...publicRoutes,
      { element: <RequireAuth />, children: protectedRoutes },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
