import type { CSSProperties } from 'react';
import { Toaster as SonnerToaster } from 'sonner';

/** The one toast outlet (sonner); call `toast` / `toastError` from shared/lib/toast. */
export function Toaster() {
  return (
    <SonnerToaster
      position="top-center"
      richColors
      closeButton
      toastOptions={{ className: 'font-sans', duration: 5000 }}
      // sonner's rich error red on its pink background is below 4.5:1; the app's danger red is not.
      style={{ '--error-text': 'var(--color-danger-700)' } as CSSProperties}
    />
  );
}
