/**
 * Flags for the headless Chromium of the browser tests (e2e/playwright.config.ts) and of bench:web:
 * no sandbox (containers), no GPU, and none of the background traffic that would reach for the
 * network or skew a measurement.
 */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
