import { useEffect, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Toaster, toast } from 'sonner';
import { toasterReady } from '../lib/toast.ts';
import { useIsMobile } from '../lib/use-media-query.ts';
import { TOASTS_BELOW } from './toasts-below.ts';

/**
 * Where toasts sit: the top's middle, below the sticky top bar (4 rem on a phone, 4.5 rem wider)
 * and its search, bell and basket (decision 080), and below what a page asks to keep in view
 * (`useToastsBelow`: the console's section tabs on a phone). Not at the bottom: a phone's dialogs
 * are sheets whose buttons sit there, and a toast over them would take the tap meant for Confirm.
 */
const PHONE_TOAST_OFFSET = {
  top: `max(calc(4.5rem + env(safe-area-inset-top)), var(${TOASTS_BELOW}, 0px))`,
};
const DESKTOP_TOAST_OFFSET = { top: `max(5.25rem, var(${TOASTS_BELOW}, 0px))` };

/** sonner's outlet; it tells `toast` when it listens (sonner's own effect, which subscribes, runs first). */
export function SonnerOutlet() {
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
}
