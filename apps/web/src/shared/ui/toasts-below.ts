import { useEffect, type RefObject } from 'react';

/**
 * The CSS variable that holds the lowest top the toaster may take (toaster-outlet.tsx): the page's
 * bottom of something toasts must leave visible, plus a gap; unset, the toasts sit below the top bar.
 */
export const TOASTS_BELOW = '--toasts-below';
const GAP_PX = 8;

/**
 * Keeps toasts below the element of `ref` while `active` (issue 34): on a phone the console's row
 * of section tabs sits just under the top bar, where a toast (the sign-in's, for one) lay over
 * them and took their taps for 5 seconds. Measured on the page, so a scrolled page changes nothing;
 * measured again when the element changes size.
 */
export function useToastsBelow(ref: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    const element = ref.current;
    if (!active || !element) return;
    const root = document.documentElement;
    const place = () => {
      const bottom = element.getBoundingClientRect().bottom + window.scrollY;
      root.style.setProperty(TOASTS_BELOW, `${Math.round(bottom + GAP_PX)}px`);
    };
    place();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(place);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(TOASTS_BELOW);
    };
  }, [ref, active]);
}
