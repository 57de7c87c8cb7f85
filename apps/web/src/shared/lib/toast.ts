import { toast } from 'sonner';
import { normalizeApiError } from './api-error.ts';
import { translateServerMessage } from './i18n.ts';

export { toast };

/** Shows a failed call in a toast: the form-level error first, else the message (spec 000 section 8). */
export function toastError(error: unknown): void {
  toast.error(translateServerMessage(normalizeApiError(error).displayMessage));
}
