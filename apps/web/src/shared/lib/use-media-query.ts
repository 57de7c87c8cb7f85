import { createContext, useContext, useSyncExternalStore } from 'react';

/** Breakpoints of spec 000 section 9 (same as Tailwind's defaults); mobile means below md. */
export const BREAKPOINTS = { sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 } as const;

function matches(query: string): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia(query).matches
  );
}

/**
 * The viewport a server-rendered page was rendered for (docs/decisions/128): the server guesses a
 * phone or a desktop from the request, renders the layout for it, and the browser hydrates with the
 * same guess before it reads its own media queries.
 */
export type AssumedViewport = 'phone' | 'desktop';

export const AssumedViewportContext = createContext<AssumedViewport>('phone');

/**
 * Every query the app asks is a `min-width` of at most 1280 px (a breakpoint): a desktop matches
 * them all, a phone none. That is the answer the server renders with and the hydration assumes.
 */
export function useMediaQuery(query: string): boolean {
  const desktop = useContext(AssumedViewportContext) === 'desktop';
  return useSyncExternalStore(
    (listener) => {
      if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', listener);
      return () => list.removeEventListener('change', listener);
    },
    () => matches(query),
    () => desktop,
  );
}

export function useIsMobile(): boolean {
  return !useMediaQuery(`(min-width: ${BREAKPOINTS.md}px)`);
}
