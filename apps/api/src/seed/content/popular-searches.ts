import type { Region } from '@marketplace/contract';

/**
 * Searches each demo edition starts with, counted on the seed day, so the home page shows popular
 * searches on a fresh start. Every phrase finds demo offers; they age out of the 30-day window
 * like real ones.
 */
export const DEMO_SEARCHES: Record<Region, readonly (readonly [phrase: string, searches: number])[]> = {
  us: [
    ['laptop', 38],
    ['apartment', 31],
    ['camera', 24],
    ['sofa', 17],
    ['stroller', 12],
    ['toyota', 8],
  ],
  pl: [
    ['laptop', 36],
    ['mieszkanie', 30],
    ['samochód', 23],
    ['lego', 18],
    ['telewizor', 13],
    ['rower', 9],
  ],
};
