import { describe, expect, it } from 'vitest';
import en from '#web/locales/en/common.json';
import pl from '#web/locales/pl/common.json';
import { FIRST_SCREEN_SECTIONS } from './first-screen.ts';

const valueAt = (texts: object, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], texts);

describe('the first screen texts (decision 095)', () => {
  it('name sections and keys that exist in both languages', () => {
    for (const path of FIRST_SCREEN_SECTIONS) {
      expect(valueAt(en, path), `en ${path}`).toBeDefined();
      expect(valueAt(pl, path), `pl ${path}`).toBeDefined();
    }
  });

  it('leave the large sections the first screen does not render to the rest', () => {
    for (const section of ['serverMessages', 'offerForm', 'offerDetail', 'checkout', 'orders', 'errors']) {
      expect(
        FIRST_SCREEN_SECTIONS.some((path) => path.split('.')[0] === section),
        section,
      ).toBe(false);
    }
  });
});
