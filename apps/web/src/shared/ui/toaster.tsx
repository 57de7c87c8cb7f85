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
}
