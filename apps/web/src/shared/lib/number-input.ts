/** Number inputs strip whitespace and turn commas into dots (spec 000 section 5): `1 299,50` -> `1299.50`. */
export function normaliseNumberInput(raw: string): string {
  return raw.replace(/\s+/g, '').replace(/,/g, '.');
}

/** Whether a normalised text can still become a non-negative decimal number while typing (`12.`, `.5`, ``). */
export function isPartialNumber(text: string): boolean {
  return /^\d*\.?\d*$/.test(text);
}

/** The non-negative number typed, or undefined when the input is blank or not a number. */
export function parseNumberInput(raw: string): number | undefined {
  const text = normaliseNumberInput(raw);
  if (!/^(\d+\.?\d*|\.\d+)$/.test(text)) return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}
