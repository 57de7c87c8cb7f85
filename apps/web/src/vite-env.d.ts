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
