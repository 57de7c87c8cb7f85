/** Abbreviations written either way in US place names ("St. Louis", "Saint Louis"). */
const WORDS: Record<string, string> = { st: 'saint', ste: 'sainte', ft: 'fort', mt: 'mount' };

/**
 * A place name reduced to what people agree on however they type it: no accents or case
 * ('Łódź', 'lodz', 'LODZ' are one name), any run of spaces, dashes and dots as one space, and the
 * usual abbreviations spelt out.
 */
export function foldPlaceName(name: string): string {
  let text = name.toLowerCase();
  // Most names are plain ASCII; only the others pay for Unicode decomposition.
  if (!/^[ -~]*$/.test(text)) {
    text = text.normalize('NFD').replace(/\p{M}/gu, '').replace(/ł/g, 'l').replace(/ß/g, 'ss');
  }
  const words = text.split(/[^a-z0-9]+/).filter(Boolean);
  return words.map((word) => WORDS[word] ?? word).join(' ');
}

/** Distance in kilometres between two points (haversine). */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const radians = Math.PI / 180;
  const dLat = (b.lat - a.lat) * radians;
  const dLng = (b.lng - a.lng) * radians;
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * radians) * Math.cos(b.lat * radians) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}
