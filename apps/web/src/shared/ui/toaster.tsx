import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { withAllTexts } from '../lib/i18n.ts';

/**
 * sonner's outlet (toaster-outlet.tsx), loaded on its own with sonner. Should the chunk fail to load,
 * the page goes on without toasts.
 */
const SonnerOutlet = lazy((): Promise<{ default: ComponentType }> =>
  withAllTexts(import('./toaster-outlet.tsx')).then(
    ({ SonnerOutlet: Outlet }) => ({ default: Outlet }),
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
