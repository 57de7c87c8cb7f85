import sharp from 'sharp';
import type { TopCategoryKey } from './content/types.ts';
import { ICONS, type IconColors, type IconName } from './icons.ts';

/**
 * Generated demo images: SVG compositions rendered with sharp. Rendering is the slow part, so each
 * distinct artwork is rendered once per process and its WebP bytes are reused for every file that
 * shows it (both editions share them: the pictures carry no text).
 */

interface Palette extends IconColors {
  bgTop: string;
  bgBottom: string;
  floor: string;
}

const PALETTES: Record<TopCategoryKey, Palette[]> = {
  electronics: [
    {
      bgTop: '#eef3f8',
      bgBottom: '#cfdbe8',
      floor: '#b9c8d8',
      main: '#5b6b7f',
      dark: '#232a35',
      light: '#e8eef5',
      accent: '#4aa3df',
    },
    {
      bgTop: '#f3f0fa',
      bgBottom: '#d9d0ee',
      floor: '#c4b8e2',
      main: '#8a8f98',
      dark: '#2d2a38',
      light: '#f1eef8',
      accent: '#8e6cd8',
    },
    {
      bgTop: '#effaf6',
      bgBottom: '#cde9de',
      floor: '#b3d9ca',
      main: '#c2c7cc',
      dark: '#1f2a2a',
      light: '#f0f7f4',
      accent: '#2bb39a',
    },
  ],
  home: [
    {
      bgTop: '#fbf6ee',
      bgBottom: '#eddcc4',
      floor: '#d9bf9b',
      main: '#5f8f86',
      dark: '#3d4b48',
      light: '#f6efe4',
      accent: '#e9b44c',
    },
    {
      bgTop: '#f5f7f1',
      bgBottom: '#dde5d2',
      floor: '#c3cfb3',
      main: '#c46a4a',
      dark: '#5a3a2e',
      light: '#f7ede6',
      accent: '#f2c14e',
    },
    {
      bgTop: '#f7f3f9',
      bgBottom: '#e4d9ea',
      floor: '#cbb9d4',
      main: '#4f6d9a',
      dark: '#2c3446',
      light: '#eef1f7',
      accent: '#e28b5a',
    },
  ],
  fashion: [
    {
      bgTop: '#fdf1f3',
      bgBottom: '#f3d3da',
      floor: '#e6b8c2',
      main: '#b24a6b',
      dark: '#5e2238',
      light: '#fbe6ec',
      accent: '#f2b134',
    },
    {
      bgTop: '#f1f4fb',
      bgBottom: '#d5ddf0',
      floor: '#bcc8e6',
      main: '#2f4f8f',
      dark: '#1b2a4a',
      light: '#e7ecf8',
      accent: '#e86f5c',
    },
    {
      bgTop: '#f8f6ef',
      bgBottom: '#e9e2cc',
      floor: '#d8ceb0',
      main: '#6b8f4e',
      dark: '#33442a',
      light: '#f1f4ea',
      accent: '#c9553d',
    },
  ],
  automotive: [
    {
      bgTop: '#f1f3f6',
      bgBottom: '#d3d8e0',
      floor: '#aab2be',
      main: '#c8352e',
      dark: '#3a3f47',
      light: '#dfe8f2',
      accent: '#f5b700',
    },
    {
      bgTop: '#eef5fa',
      bgBottom: '#cfe0ec',
      floor: '#a9c1d3',
      main: '#1f5f99',
      dark: '#273341',
      light: '#e3eef7',
      accent: '#f08a24',
    },
    {
      bgTop: '#f6f5f1',
      bgBottom: '#e0ddd3',
      floor: '#bdb8aa',
      main: '#3f7d5c',
      dark: '#2f3532',
      light: '#e6efe9',
      accent: '#e4c04a',
    },
  ],
  kids: [
    {
      bgTop: '#fffaeb',
      bgBottom: '#fbe7b5',
      floor: '#f3d38a',
      main: '#e87a5d',
      dark: '#8a4b3a',
      light: '#fde9d9',
      accent: '#5fb7d4',
    },
    {
      bgTop: '#eefaf6',
      bgBottom: '#c9eee0',
      floor: '#a5dcc8',
      main: '#c48b5c',
      dark: '#6e4a2f',
      light: '#f4e6d6',
      accent: '#f06c9b',
    },
    {
      bgTop: '#f3f1fd',
      bgBottom: '#dcd6f7',
      floor: '#c3baee',
      main: '#6fa8dc',
      dark: '#3d5a80',
      light: '#e7f0fa',
      accent: '#f7b32b',
    },
  ],
  sports: [
    {
      bgTop: '#effaf3',
      bgBottom: '#cdeedb',
      floor: '#a7dcbd',
      main: '#f07b2a',
      dark: '#2e3b35',
      light: '#fde6d4',
      accent: '#2d9cdb',
    },
    {
      bgTop: '#eef6fc',
      bgBottom: '#cfe4f5',
      floor: '#aacce8',
      main: '#2563a8',
      dark: '#1d2b3a',
      light: '#e0ecf8',
      accent: '#f2c12e',
    },
    {
      bgTop: '#fcf4ec',
      bgBottom: '#f1dcc6',
      floor: '#e2c2a0',
      main: '#8c5a3c',
      dark: '#3b2a20',
      light: '#f6e7d9',
      accent: '#3aa17e',
    },
  ],
  services: [
    {
      bgTop: '#f3f2fc',
      bgBottom: '#dad7f5',
      floor: '#bdb8ec',
      main: '#4c55c9',
      dark: '#272c5c',
      light: '#e6e8fb',
      accent: '#f2a541',
    },
    {
      bgTop: '#eefaf8',
      bgBottom: '#cdeeea',
      floor: '#a6ddd6',
      main: '#1c8c7e',
      dark: '#1e3d3a',
      light: '#dff3f0',
      accent: '#ef6f6c',
    },
    {
      bgTop: '#fdf5ef',
      bgBottom: '#f5dccb',
      floor: '#eac2a6',
      main: '#d8643c',
      dark: '#4b2b20',
      light: '#fbe8dc',
      accent: '#3d7dd8',
    },
  ],
  jobs: [
    {
      bgTop: '#f7f5f0',
      bgBottom: '#e6e0d2',
      floor: '#cfc6b1',
      main: '#30456b',
      dark: '#1c2637',
      light: '#e8edf5',
      accent: '#e0a43a',
    },
    {
      bgTop: '#f0f6f7',
      bgBottom: '#d3e4e8',
      floor: '#b2ccd3',
      main: '#7a4b2c',
      dark: '#3b2516',
      light: '#f3e7dc',
      accent: '#2a9d8f',
    },
    {
      bgTop: '#f6f1f7',
      bgBottom: '#e3d6e6',
      floor: '#cbb6cf',
      main: '#2f6f5e',
      dark: '#1d3b33',
      light: '#e3f1ec',
      accent: '#e76f51',
    },
  ],
  'real-estate': [
    {
      bgTop: '#eaf4fb',
      bgBottom: '#c9e2f3',
      floor: '#a8d08d',
      main: '#c0573e',
      dark: '#4a3a33',
      light: '#faf3e8',
      accent: '#7ec4e8',
    },
    {
      bgTop: '#fbf3e9',
      bgBottom: '#f1dbc0',
      floor: '#b9cf8f',
      main: '#3f6f8f',
      dark: '#2c3a44',
      light: '#f5f1ea',
      accent: '#f3c969',
    },
    {
      bgTop: '#eef4f1',
      bgBottom: '#d0e3d9',
      floor: '#9fc48a',
      main: '#8a5a9e',
      dark: '#3f3046',
      light: '#f6f2f7',
      accent: '#f2a65a',
    },
  ],
};

export const PALETTE_VARIANTS = 3;

/**
 * Offer photos are drawn at 1200 x 900: "big" is the source size. 1600 px would double the render
 * time of the whole seed for little gain on vector art.
 */
export const PHOTO_SOURCE = { width: 1200, height: 900 } as const;
export const PHOTO_RENDITIONS = [
  { name: 'small', width: 320 },
  { name: 'medium', width: 800 },
  { name: 'big', width: PHOTO_SOURCE.width },
] as const;

const DEFS = `
  <linearGradient id="gloss" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#ffffff" stop-opacity="0.55"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
  </linearGradient>
  <linearGradient id="metal" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#f4f6f8"/><stop offset="0.5" stop-color="#b8bec6"/><stop offset="1" stop-color="#8a929c"/>
  </linearGradient>
  <radialGradient id="shadow">
    <stop offset="0" stop-color="#000000" stop-opacity="0.28"/><stop offset="1" stop-color="#000000" stop-opacity="0"/>
  </radialGradient>`;

function paletteOf(category: TopCategoryKey, variant: number): Palette {
  const palettes = PALETTES[category];
  return palettes[variant % palettes.length]!;
}

/** Deterministic "bokeh" circles so variants of one artwork differ a little in the background. */
function bokeh(variant: number, width: number, height: number): string {
  const circles: string[] = [];
  let seed = 97 + variant * 31;
  const next = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  for (let i = 0; i < 6; i++) {
    const r = 20 + next() * 60;
    circles.push(
      `<circle cx="${(next() * width).toFixed(0)}" cy="${(next() * height * 0.6).toFixed(0)}" r="${r.toFixed(0)}" fill="#ffffff" opacity="${(0.12 + next() * 0.2).toFixed(2)}"/>`,
    );
  }
  return circles.join('');
}

/** A product-photo-like scene in a 400x300 view box: wall, table surface, soft shadow, the object. */
export function photoSvg(
  icon: IconName,
  category: TopCategoryKey,
  variant: number,
  width: number,
  height: number,
): string {
  const p = paletteOf(category, variant);
  const tilt = [0, -4, 4][variant % 3]!;
  const offsetX = [0, -28, 26][variant % 3]!;
  const horizon = [205, 195, 215][variant % 3]!;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 400 300">
  <defs>${DEFS}
    <linearGradient id="wall" x1="0" y1="0" x2="0.3" y2="1"><stop offset="0" stop-color="${p.bgTop}"/><stop offset="1" stop-color="${p.bgBottom}"/></linearGradient>
    <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.floor}"/><stop offset="1" stop-color="${p.bgBottom}"/></linearGradient>
  </defs>
  <rect width="400" height="300" fill="url(#wall)"/>
  ${bokeh(variant, 400, 300)}
  <rect y="${horizon}" width="400" height="${300 - horizon}" fill="url(#floor)"/>
  <rect y="${horizon}" width="400" height="2" fill="#ffffff" opacity="0.5"/>
  <ellipse cx="${200 + offsetX}" cy="${horizon + 30}" rx="130" ry="20" fill="url(#shadow)"/>
  <g transform="translate(${88 + offsetX} ${horizon - 188}) rotate(${tilt} 112 112) scale(1.12)">${ICONS[icon](p)}</g>
</svg>`;
}

/** A square tile for a category: the object on a soft gradient. */
export function categorySvg(icon: IconName, category: TopCategoryKey, size: number): string {
  const p = paletteOf(category, 0);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 240 240">
  <defs>${DEFS}
    <radialGradient id="bg" cx="0.35" cy="0.3" r="0.9"><stop offset="0" stop-color="${p.bgTop}"/><stop offset="1" stop-color="${p.bgBottom}"/></radialGradient>
  </defs>
  <rect width="240" height="240" fill="url(#bg)"/>
  <ellipse cx="120" cy="206" rx="80" ry="12" fill="url(#shadow)"/>
  <g transform="translate(30 24) scale(0.9)">${ICONS[icon](p)}</g>
</svg>`;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export interface BannerSpec {
  width: number;
  height: number;
  headline: string;
  subline: string;
  cta: string;
  icon: IconName;
  palette: TopCategoryKey;
  variant: number;
}

/** An advert banner: gradient, headline, subline, a button and the object; wide, mobile or tall layout. */
export function bannerSvg(spec: BannerSpec): string {
  const { width: w, height: h } = spec;
  const p = paletteOf(spec.palette, spec.variant);
  const font = `font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif"`;
  const text = (x: number, y: number, size: number, content: string, extra: string) =>
    `<text x="${x.toFixed(1)}" y="${y.toFixed(1)}" ${font} font-size="${size.toFixed(1)}" ${extra}>${escapeXml(content)}</text>`;
  const background = `
  <defs>${DEFS}
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.main}"/><stop offset="1" stop-color="${p.dark}"/></linearGradient>
  </defs>
  <rect width="${w}" height="${h}" fill="url(#bg)"/>
  <circle cx="${w * 0.85}" cy="${h * 0.15}" r="${Math.max(w, h) * 0.35}" fill="#ffffff" opacity="0.07"/>
  <circle cx="${w * 0.1}" cy="${h * 0.95}" r="${Math.max(w, h) * 0.25}" fill="#ffffff" opacity="0.06"/>`;

  if (h > w) {
    // Tall skyscraper (web_left / web_right): text on top, the object in the middle, the button below.
    const margin = w * 0.08;
    const headSize = w * 0.1;
    const lines = wrap(spec.headline, Math.floor((w - 2 * margin) / (headSize * BOLD_WIDTH)));
    const subSize = headSize * 0.55;
    const subLines = wrap(spec.subline, Math.floor((w - 2 * margin) / (subSize * REGULAR_WIDTH)));
    let y = h * 0.1;
    const parts: string[] = [];
    for (const line of lines) {
      parts.push(text(w / 2, y, headSize, line, 'font-weight="bold" text-anchor="middle" fill="#ffffff"'));
      y += headSize * 1.2;
    }
    y += subSize * 0.4;
    for (const line of subLines) {
      parts.push(text(w / 2, y, subSize, line, `text-anchor="middle" fill="${p.light}"`));
      y += subSize * 1.3;
    }
    const iconSize = w * 0.68;
    const iconTop = Math.max(y + h * 0.02, h * 0.42);
    const buttonHeight = h * 0.075;
    const buttonY = h * 0.86;
    const ctaSize = fitFont(spec.cta, w * 0.7 - margin, headSize * 0.6, BOLD_WIDTH);
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${background}
  ${parts.join('')}
  <g transform="translate(${(w - iconSize) / 2} ${Math.min(iconTop, buttonY - iconSize - h * 0.03)}) scale(${iconSize / 200})">${ICONS[spec.icon](p)}</g>
  <rect x="${w * 0.15}" y="${buttonY}" width="${w * 0.7}" height="${buttonHeight}" rx="${buttonHeight / 2}" fill="${p.accent}"/>
  ${text(w / 2, buttonY + buttonHeight / 2 + ctaSize * 0.36, ctaSize, spec.cta, `font-weight="bold" text-anchor="middle" fill="${p.dark}"`)}
</svg>`;
  }

  // Wide banner: text and a button on the left, the object on the right; fonts shrink to fit.
  const iconSize = h * 0.86;
  const textX = h * 0.3;
  const textWidth = w - iconSize - textX - h * 0.4;
  const headSize = fitFont(spec.headline, textWidth, h * 0.2, BOLD_WIDTH);
  const subSize = fitFont(spec.subline, textWidth, h * 0.11, REGULAR_WIDTH);
  const ctaSize = fitFont(spec.cta, textWidth - h * 0.2, h * 0.1, BOLD_WIDTH);
  const buttonWidth = spec.cta.length * ctaSize * BOLD_WIDTH + h * 0.24;
  const buttonHeight = h * 0.22;
  const buttonY = h * 0.64;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${background}
  ${text(textX, h * 0.36, headSize, spec.headline, 'font-weight="bold" fill="#ffffff"')}
  ${text(textX, h * 0.36 + h * 0.17, subSize, spec.subline, `fill="${p.light}"`)}
  <rect x="${textX}" y="${buttonY}" width="${buttonWidth.toFixed(1)}" height="${buttonHeight}" rx="${buttonHeight / 2}" fill="${p.accent}"/>
  ${text(textX + buttonWidth / 2, buttonY + buttonHeight / 2 + ctaSize * 0.36, ctaSize, spec.cta, `font-weight="bold" text-anchor="middle" fill="${p.dark}"`)}
  <g transform="translate(${w - iconSize - h * 0.2} ${(h - iconSize) / 2}) scale(${iconSize / 200})">${ICONS[spec.icon](p)}</g>
</svg>`;
}

/** Average glyph width of DejaVu Sans relative to the font size, to keep text inside its box. */
const BOLD_WIDTH = 0.66;
const REGULAR_WIDTH = 0.58;

function fitFont(content: string, maxWidth: number, preferred: number, glyphWidth: number): number {
  return Math.min(preferred, maxWidth / (content.length * glyphWidth));
}

function wrap(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && (line + ' ' + word).length > maxChars) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/** A company logo for the avatar: a rounded tile with the company's monogram. */
export function avatarSvg(initials: string, category: TopCategoryKey, size: number): string {
  const p = paletteOf(category, 0);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 200 200">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.main}"/><stop offset="1" stop-color="${p.dark}"/></linearGradient></defs>
  <rect width="200" height="200" fill="url(#bg)"/>
  <circle cx="150" cy="40" r="70" fill="#ffffff" opacity="0.08"/>
  <text x="100" y="124" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-weight="bold" font-size="72" fill="#ffffff">${escapeXml(initials)}</text>
</svg>`;
}

const WEBP = { quality: 80, effort: 1 } as const;

export type Renditions = Record<'small' | 'medium' | 'big', Buffer>;

/** Renders the SVG once at source size and derives every rendition from the pixels. */
async function renderRenditions(
  svg: string,
  sizes: readonly { name: keyof Renditions; width: number }[],
): Promise<Renditions> {
  const { data, info } = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  const entries = await Promise.all(
    sizes.map(async ({ name, width }) => {
      const image = sharp(data, { raw });
      const resized = width < info.width ? image.resize({ width }) : image;
      return [name, await resized.webp(WEBP).toBuffer()] as const;
    }),
  );
  return Object.fromEntries(entries) as Renditions;
}

export interface ImageFactory {
  /** small (320 px wide), medium (800) and big (the 1200 px source) WebP of one offer photo artwork. */
  offerPhoto(icon: IconName, category: TopCategoryKey, variant: number): Promise<Renditions>;
  categoryTile(icon: IconName, category: TopCategoryKey): Promise<Buffer>;
  banner(spec: BannerSpec): Promise<Buffer>;
  avatar(initials: string, category: TopCategoryKey): Promise<Renditions>;
}

/** Renders lazily and remembers every result, so each distinct artwork costs one render per process. */
export function createImageFactory(): ImageFactory {
  const cache = new Map<string, Promise<unknown>>();
  const memo = <T>(key: string, make: () => Promise<T>): Promise<T> => {
    let hit = cache.get(key) as Promise<T> | undefined;
    if (!hit) {
      hit = make();
      cache.set(key, hit);
    }
    return hit;
  };
  return {
    offerPhoto: (icon, category, variant) =>
      memo(`photo:${icon}:${category}:${variant % PALETTE_VARIANTS}`, () =>
        renderRenditions(
          photoSvg(icon, category, variant % PALETTE_VARIANTS, PHOTO_SOURCE.width, PHOTO_SOURCE.height),
          PHOTO_RENDITIONS,
        ),
      ),
    categoryTile: (icon, category) =>
      memo(`category:${icon}:${category}`, () =>
        sharp(Buffer.from(categorySvg(icon, category, 400)))
          .webp(WEBP)
          .toBuffer(),
      ),
    banner: (spec) =>
      memo(`banner:${JSON.stringify(spec)}`, () =>
        sharp(Buffer.from(bannerSvg(spec)))
          .webp({ ...WEBP, quality: 85 })
          .toBuffer(),
      ),
    avatar: (initials, category) =>
      memo(`avatar:${initials}:${category}`, () =>
        renderRenditions(avatarSvg(initials, category, 512), [
          { name: 'small', width: 128 },
          { name: 'medium', width: 256 },
          { name: 'big', width: 512 },
        ]),
      ),
  };
}

let sharedFactory: ImageFactory | undefined;
/** One factory per process: a second seed (the other edition, another test) reuses the renders. */
export function sharedImageFactory(): ImageFactory {
  sharedFactory ??= createImageFactory();
  return sharedFactory;
}
