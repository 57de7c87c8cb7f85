import { Toaster as SonnerToaster } from 'sonner';

/** The one toast outlet (sonner); call `toast` / `toastError` from shared/lib/toast. */
export function Toaster() {
  return (
    <SonnerToaster
      position="top-center"
      richColors
      closeButton
      toastOptions={{ className: 'font-sans', duration: 5000 }}
    />
  );
}
