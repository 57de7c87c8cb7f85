import type { ExtraFeatureType } from './checkout-state.ts';

/** Each extra's i18n keys: its name and what it does (`checkout.extras.*`). */
export const EXTRA_KEYS = {
  highlight: { name: 'checkout.extras.names.highlight', text: 'checkout.extras.texts.highlight' },
  extraPhotos: { name: 'checkout.extras.names.extraPhotos', text: 'checkout.extras.texts.extraPhotos' },
  'extend-time': { name: 'checkout.extras.names.extendTime', text: 'checkout.extras.texts.extendTime' },
} as const satisfies Record<ExtraFeatureType, { name: string; text: string }>;
