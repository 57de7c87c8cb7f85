import { describe, expect, it } from 'vitest';
import en from '#web/locales/en/common.json';
import pl from '#web/locales/pl/common.json';
import { LOCALES } from './locales.ts';

/** The two parts the build makes of each language's texts (vite.config.ts splitTexts), merged as the app merges them. */
function merge(target: Record<string, unknown>, source: Record<string, unknown>): Record<string, unknown> {
  for (const [key, value] of Object.entries(source)) {
    const current = target[key];
    target[key] =
      current && typeof current === 'object' && value && typeof value === 'object'
        ? merge({ ...(current as Record<string, unknown>) }, value as Record<string, unknown>)
        : value;
  }
  return target;
}

describe('the texts in two parts', () => {
  it.each([
    ['en', en],
    ['pl', pl],
  ] as const)(
    '%s: the first part is small, and both parts together are the whole file',
    async (language, whole) => {
      const first = (await LOCALES[language].first()).default as Record<string, unknown>;
      const rest = (await LOCALES[language].rest()).default as Record<string, unknown>;
      expect(first.search).toEqual({
        label: whole.search.label,
        placeholder: whole.search.placeholder,
        popularTitle: whole.search.popularTitle,
        submit: whole.search.submit,
      });
      expect(first.serverMessages).toBeUndefined();
      expect(JSON.stringify(first).length).toBeLessThan(JSON.stringify(whole).length / 4);
      expect(merge(merge({}, first), rest)).toEqual(whole);
    },
  );
});
