/**
 * The quantity counter of the offer page (spec 000 section 4, "Form behaviours"): it starts at 1
 * when there is stock, else 0, and stays within 1..stock.
 */
export function initialQuantity(stock: number | null | undefined): number {
  return (stock ?? 0) > 0 ? 1 : 0;
}

/** A wanted quantity brought within 1..stock (0 without stock); non-numbers become 1. */
export function clampQuantity(value: number, stock: number | null | undefined): number {
  const available = Math.max(0, Math.floor(stock ?? 0));
  if (available === 0) return 0;
  if (!Number.isFinite(value)) return 1;
  return Math.min(available, Math.max(1, Math.round(value)));
}

/** What a typed value means: digits only, clamped; anything else leaves the current value. */
export function parseQuantityInput(raw: string, current: number, stock: number | null | undefined): number {
  const text = raw.trim();
  if (!/^\d+$/.test(text)) return current;
  return clampQuantity(Number(text), stock);
}
