/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** XYZ tile URL template of the offer maps (default: OpenStreetMap). */
  readonly MAP_TILE_URL?: string;
  /** The attribution HTML the tile server asks for. */
  readonly MAP_TILE_ATTRIBUTION?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** One part of a language's texts, split at build time (vite.config.ts `splitTexts`). */
declare module '*/common.json?part=first' {
  import type { ResourceLanguage } from 'i18next';
  const texts: ResourceLanguage;
  export default texts;
}
declare module '*/common.json?part=rest' {
  import type { ResourceLanguage } from 'i18next';
  const texts: ResourceLanguage;
  export default texts;
}
