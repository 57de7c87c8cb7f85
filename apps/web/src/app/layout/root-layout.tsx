import { PAGE_PATHS } from '@marketplace/contract';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { EditionNotice } from '#web/features/edition/components/edition-notice.tsx';
import { useRegion } from '#web/shared/lib/region-context.tsx';
import { BottomBar } from './bottom-bar.tsx';
import { Footer } from './footer.tsx';
import { ScrollToTop } from './scroll-to-top.tsx';
import { SideAdvert } from './side-adverts.tsx';
import { TopBar } from './top-bar.tsx';
import { useBeforeEditionSwitch } from './use-before-edition-switch.ts';

/**
 * The app shell: skip link, top bar, page (with side adverts, except on the home page and in the
 * administration console, which needs the width), footer, bottom bar.
 */
export function RootLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const withAdverts =
    pathname !== '/' && pathname !== PAGE_PATHS.admin && !pathname.startsWith(`${PAGE_PATHS.admin}/`);
  const region = useRegion();
  const beforeSwitch = useBeforeEditionSwitch();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-brand-700 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('app.skipToContent')}
      </a>
      <ScrollToTop />
      <TopBar />
      <EditionNotice region={region} beforeSwitch={beforeSwitch} />
      {/* At least a screen high: the footer starts below the fold, so content arriving late never
          pushes it (a layout shift on wide screens). */}
      <div className="container-page flex flex-1 gap-6 pt-4 pb-28 md:min-h-dvh md:pt-8 md:pb-0">
        {withAdverts && <SideAdvert area="web_left" />}
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 outline-none">
          <Outlet />
        </main>
        {withAdverts && <SideAdvert area="web_right" />}
      </div>
      <Footer />
      <BottomBar />
    </div>
  );
}
