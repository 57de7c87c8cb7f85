/** A circle with up to two initials, its colour derived from them; nothing user-supplied but letters. */
const PALETTE = ['#1d4ed8', '#047857', '#b45309', '#7c3aed', '#be123c', '#0e7490', '#4d7c0f', '#9d174d'];

export function fallbackAvatarSvg(initials: string): string {
  const letters =
    [...initials.normalize('NFC')]
      .filter((char) => /[\p{L}\p{N}]/u.test(char))
      .slice(0, 2)
      .join('')
      .toUpperCase() || '?';
  const hash = [...letters].reduce((sum, char) => sum + char.codePointAt(0)!, 0);
  const colour = PALETTE[hash % PALETTE.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img" aria-label="${letters}"><circle cx="48" cy="48" r="48" fill="${colour}"/><text x="48" y="48" dy=".35em" text-anchor="middle" font-family="system-ui,sans-serif" font-size="38" font-weight="600" fill="#fff">${letters}</text></svg>`;
}
