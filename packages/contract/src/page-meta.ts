/** Longest meta description search engines show in full; longer texts are cut at a word. */
export const META_DESCRIPTION_MAX = 160;

/**
 * A plain-text summary for `<meta name="description">` and link previews: whitespace collapsed,
 * cut at the last word that fits, with an ellipsis when something was left out.
 */
export function metaDescriptionOf(text: string, max = META_DESCRIPTION_MAX): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > max / 2 ? cut.slice(0, atWord) : cut).replace(/[\s,.;:!?-]+$/, '')}…`;
}
