import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { RequireAuth } from '../features/auth/components/require-auth.tsx';
import { RootLayout } from './layout/root-layout.tsx';
import { ComingSoonRoute, type RouteTitleKey } from './routes/coming-soon.tsx';
import { HomeRoute } from './routes/home.tsx';
import { LoginRoute } from './routes/login.tsx';
import { NotFoundRoute } from './routes/not-found.tsx';
import { RouteError } from './routes/route-error.tsx';
import { StaticPageRoute } from './routes/static-page.tsx';

const soon = (path: string, title: RouteTitleKey): RouteObject => ({
  path,
  element: <ComingSoonRoute key={path} title={title} />,
});

/** Routes open to everyone (spec 000 section 2; spec 001 section 2). */
const publicRoutes: RouteObject[] = [
  { index: true, element: <HomeRoute /> },
  { path: 'auth/login', element: <LoginRoute /> },
  soon('auth/register', 'register'),
  soon('auth/register/method', 'registerMethod'),
  soon('auth/register/confirm/:uuid', 'registerConfirm'),
  soon('auth/register/success', 'registerSuccess'),
  soon('auth/forgot-password', 'forgotPassword'),
  soon('auth/forgot-password/success', 'forgotPasswordSuccess'),
  soon('auth/forgot-password/reset', 'resetPassword'),
  soon('auth/forgot-password/reset/success', 'resetPasswordSuccess'),
  soon('search', 'search'),
  soon('offer/:id', 'offer'),
  soon('offers/edit/:id', 'editOffer'),
  soon('user/:id', 'user'),
  soon('reviews/:type', 'reviews'),
  soon('reviews/:type/:id', 'reviews'),
  { path: 'info/:slug', element: <StaticPageRoute /> },
];

/** Routes that send a logged-out visitor to /auth/login and back afterwards. */
const protectedRoutes: RouteObject[] = [
  soon('favorites', 'favorites'),
  soon('messages', 'messages'),
  soon('chat/:id', 'chat'),
  soon('notifications', 'notifications'),
  soon('basket', 'basket'),
  soon('offers/create', 'createOffer'),
  { path: 'profile', element: <Navigate to="/profile/my-profile" replace /> },
  soon('profile/my-profile', 'myProfile'),
  soon('profile/my-offers', 'myOffers'),
  soon('profile/my-offers/sold', 'myOffersSold'),
  soon('profile/my-offers/sold/:orderId', 'soldOrder'),
  soon('profile/my-offers/draft', 'myOffersDraft'),
  soon('profile/my-offers/closed', 'myOffersClosed'),
  soon('profile/my-purchases', 'myPurchases'),
  soon('profile/my-purchases/:orderId', 'purchase'),
  soon('profile/account-settings', 'accountSettings'),
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
