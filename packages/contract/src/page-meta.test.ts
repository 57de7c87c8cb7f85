import { describe, expect, it } from 'vitest';
import { META_DESCRIPTION_MAX, metaDescriptionOf } from './page-meta.ts';

describe('metaDescriptionOf', () => {
  it('collapses whitespace and keeps a short text whole', () => {
    expect(metaDescriptionOf('  A  fine\n\nbike.\t')).toBe('A fine bike.');
  });

  it('cuts a long text at a word, with an ellipsis, within the limit', () => {
    const text = 'word '.repeat(100);
    const summary = metaDescriptionOf(text);
    expect(summary.length).toBeLessThanOrEqual(META_DESCRIPTION_MAX);
    expect(summary).toMatch(/word…$/);
  });

  it('cuts a text without spaces hard', () => {
    expect(metaDescriptionOf('x'.repeat(300), 10)).toBe(`${'x'.repeat(9)}…`);
  });
});
