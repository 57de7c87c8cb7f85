import type { AccountType, OfferType } from './offers.ts';

/**
 * Where an offer is, for those who may not see its exact address (docs/decisions/082): the centre
 * of a grid cell about 1.1 km on a side, the same for every offer in the cell, so several offers
 * of one seller never average out to their door. The map draws a circle of
 * `APPROXIMATE_AREA_RADIUS_M` around it, which always holds the real place (the cell's half
 * diagonal is under 800 m).
 */
export const APPROXIMATE_AREA_RADIUS_M = 1000;

/** The cell's height in degrees of latitude (about 1.11 km); its width is as many kilometres. */
export const APPROXIMATE_CELL_DEGREES = 0.01;

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

/** The cell centre of a point: deterministic, and what the search measures distances to. */
export function approximateLocation(point: { lat: number; lon: number }): { lat: number; lon: number } {
  const step = APPROXIMATE_CELL_DEGREES;
  const lat = (Math.floor(point.lat / step) + 0.5) * step;
  const lonStep = step / Math.cos((lat * Math.PI) / 180);
  const lon = (Math.floor(point.lon / lonStep) + 0.5) * lonStep;
  return { lat: round6(lat), lon: round6(lon) };
}

/**
 * Whether an offer shows its street and exact pin when its seller has not chosen: yes for a
 * company (a shop, an office) and for real estate (the place is what is sold), no for a private
 * person's other offers.
 */
export function defaultShowExactAddress(accountType: AccountType, offerType: OfferType): boolean {
  return accountType === 'company' || offerType === 'real_estate';
}
