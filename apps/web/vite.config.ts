import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { defineConfig } from 'vite';

const api = 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  // MAP_TILE_URL and MAP_TILE_ATTRIBUTION (ARCHITECTURE.md's names) reach the browser bundle.
  envPrefix: ['VITE_', 'MAP_TILE_'],
  envDir: resolve(import.meta.dirname, '../..'),
  server: {
    port: 5173,
    // us.localhost / pl.localhost select the edition (first label of the host name).
    allowedHosts: ['.localhost'],
    proxy: {
      '/api': { target: api, changeOrigin: false },
      '/media': { target: api, changeOrigin: false },
    },
  },
  preview: { port: 4173, allowedHosts: ['.localhost'] },
  build: {
    // WEB_DIST_DIR (relative to the repository root) lets parallel test runs build apart.
    outDir: process.env.WEB_DIST_DIR
      ? resolve(import.meta.dirname, '../..', process.env.WEB_DIST_DIR)
      : 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    sourcemap: false,
  },
});
