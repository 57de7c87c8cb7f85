import type { ExternalToast, toast as sonnerToast } from 'sonner';
import { normalizeApiError } from './api-error.ts';
import { withAllTexts } from './i18n.ts';

type SonnerToast = typeof sonnerToast;

let showOutlet: (outlet: SonnerToast) => void = () => {};
const outlet = new Promise<SonnerToast>((resolve) => (showOutlet = resolve));

/**
 * Called by the <Toaster> once sonner is loaded and its outlet listens. sonner (and its styles)
 * loads after the first screen (decision 045); a toast asked for earlier waits for the outlet.
 */
export function toasterReady(toast: SonnerToast): void {
  showOutlet(toast);
}

/** The app's toasts (sonner's, through the one <Toaster>); same calls as sonner's `toast`. */
export const toast = {
  success(message: string, data?: ExternalToast): void {
    void outlet.then((show) => show.success(message, data));
  },
  error(message: string, data?: ExternalToast): void {
    void outlet.then((show) => show.error(message, data));
  },
  info(message: string, data?: ExternalToast): void {
    void outlet.then((show) => show.info(message, data));
  },
};

/**
 * Shows a failed call in a toast: the form-level error first, else the message (spec 000 section 8),
 * translated by a module that comes with the rest of the texts (decision 095).
 */
export function toastError(error: unknown): void {
  const message = normalizeApiError(error).displayMessage;
  void withAllTexts(import('./server-message.ts')).then(({ translateServerMessage }) =>
    toast.error(translateServerMessage(message)),
  );
}
