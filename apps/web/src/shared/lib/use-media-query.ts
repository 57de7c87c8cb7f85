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

/** The widths the guesses stand for: the phone the tests measure at, a common desktop. */
const ASSUMED_WIDTH: Record<AssumedViewport, number> = { phone: 390, desktop: 1280 };

export const AssumedViewportContext = createContext<AssumedViewport>('phone');

/** `(min-width: Npx)` and `(max-width: Npx)` queries, answered for an assumed width; others false. */
export function matchesWidth(query: string, width: number): boolean {
  const conditions = [...query.matchAll(/\((min|max)-width:\s*(\d+(?:\.\d+)?)px\)/g)];
  if (conditions.length === 0) return false;
  return conditions.every(([, bound, pixels]) =>
    bound === 'min' ? width >= Number(pixels) : width <= Number(pixels),
  );
}

export function useMediaQuery(query: string): boolean {
  const assumed = ASSUMED_WIDTH[useContext(AssumedViewportContext)];
  return useSyncExternalStore(
    (listener) => {
      if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', listener);
      return () => list.removeEventListener('change', listener);
    },
    () => matches(query),
    () => matchesWidth(query, assumed),
  );
}

export function useIsMobile(): boolean {
  return !useMediaQuery(`(min-width: ${BREAKPOINTS.md}px)`);
}
