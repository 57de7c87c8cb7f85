import { describe, expect, it } from 'vitest';
import { formatMonth } from './format-month.ts';

describe('formatMonth', () => {
  it("writes a month in the edition's language", () => {
    expect(formatMonth('2026-03', 'us')).toBe('March 2026');
    expect(formatMonth('2026-03', 'pl')).toMatch(/^mar(zec|ca) 2026$/);
    expect(formatMonth('2025-12', 'us')).toBe('December 2025');
  });

  it('leaves anything else as it came', () => {
    expect(formatMonth('2026-13', 'us')).toBe('2026-13');
    expect(formatMonth('March', 'us')).toBe('March');
  });
});
