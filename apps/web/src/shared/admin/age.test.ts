import { describe, expect, it } from 'vitest';
import { formatWait } from './age.ts';

describe('formatWait', () => {
  const now = new Date('2026-11-20T12:00:00Z');
  it('names the largest whole unit in the edition’s language', () => {
    expect(formatWait('2026-11-20T11:59:30Z', 'us', now)).toBe('1 minute');
    expect(formatWait('2026-11-20T11:15:00Z', 'us', now)).toBe('45 minutes');
    expect(formatWait('2026-11-20T09:00:00Z', 'us', now)).toBe('3 hours');
    expect(formatWait('2026-11-18T11:00:00Z', 'pl', now)).toBe('2 dni');
    expect(formatWait('2026-11-20T07:00:00Z', 'pl', now)).toBe('5 godzin');
  });
  it('never answers less than a minute, even for a time ahead of the clock', () => {
    expect(formatWait('2026-11-20T12:05:00Z', 'us', now)).toBe('1 minute');
  });
});
