import { lazy, Suspense, useEffect, useState, type ComponentType, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { toasterReady } from '../lib/toast.ts';
import { useIsMobile } from '../lib/use-media-query.ts';

/**
 * Where toasts sit: the top's middle, below the sticky top bar (4 rem on a phone, 4.5 rem wider)
 * and its search, bell and basket. Not at the bottom: a phone's dialogs are sheets whose buttons
 * sit there, and a toast over them would take the tap meant for Confirm.
 */
const PHONE_TOAST_OFFSET = { top: 'calc(4.5rem + env(safe-area-inset-top))' };
const DESKTOP_TOAST_OFFSET = { top: '5.25rem' };

/**
 * sonner's outlet, loaded on its own; it tells `toast` when it listens (sonner's own effect, which
 * subscribes, runs before this one). Should the chunk fail to load, the page goes on without toasts.
 */
const SonnerOutlet = lazy((): Promise<{ default: ComponentType }> =>
  import('sonner').then(
    ({ Toaster, toast }) => ({
      default: function Outlet() {
        const { t } = useTranslation();
        const isMobile = useIsMobile();
        useEffect(() => toasterReady(toast), []);
        return (
          <Toaster
            position="top-center"
            offset={isMobile ? PHONE_TOAST_OFFSET : DESKTOP_TOAST_OFFSET}
            mobileOffset={PHONE_TOAST_OFFSET}
            // sonner's own labels are English ('Notifications alt+T', 'Close toast').
            customAriaLabel={t('toasts.region')}
            richColors
            closeButton
            toastOptions={{ className: 'font-sans', duration: 5000, closeButtonAriaLabel: t('toasts.close') }}
            // sonner's rich error, success and info texts on their tinted backgrounds are below 4.5:1;
            // the app's danger and success colours and a darker blue are not.
            style={
              {
                '--error-text': 'var(--color-danger-700)',
                '--success-text': 'var(--color-success-700)',
                '--info-text': 'hsl(214 84% 36%)',
              } as CSSProperties
            }
          />
        );
      },
    }),
    () => ({ default: () => null }),
  ),
);

/**
 * The one toast outlet (sonner); call `toast` / `toastError` from shared/lib/toast. It loads once
 * the first screen is up, so sonner stays out of the first load (decision 045).
 */
export function Toaster() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    const show = () => setMounted(true);
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(show, 0);
      return () => window.clearTimeout(timer);
    }
    const idle = window.requestIdleCallback(show, { timeout: 2000 });
    return () => window.cancelIdleCallback(idle);
  }, []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <SonnerOutlet />
    </Suspense>
  );
}
