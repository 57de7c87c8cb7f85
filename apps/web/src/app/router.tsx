import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { RequireAuth } from '../features/auth/components/require-auth.tsx';
import { RegistrationFlowLayout } from '../features/registration/lib/registration-flow.tsx';
import { RootLayout } from './layout/root-layout.tsx';
import { AccountSettingsRoute } from './routes/account-settings.tsx';
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
import { StaticPageRoute } from './routes/static-page.tsx';

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
  { path: 'profile/account-settings', element: <AccountSettingsRoute /> },
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
