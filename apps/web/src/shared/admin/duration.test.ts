import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '#web/shared/lib/i18n.ts';
import { loadAdminTexts } from './admin-texts.ts';
import { formatDuration, formatWait, wholeUnits } from './duration.ts';

const MINUTE = 60_000;

beforeAll(() => loadAdminTexts());

describe('wholeUnits', () => {
  it('names the largest whole unit, never less than a minute', () => {
    expect(wholeUnits(30_000)).toEqual({ unit: 'minute', count: 1 });
    expect(wholeUnits(-5 * MINUTE)).toEqual({ unit: 'minute', count: 1 });
    expect(wholeUnits(45 * MINUTE)).toEqual({ unit: 'minute', count: 45 });
    expect(wholeUnits(3 * 60 * MINUTE)).toEqual({ unit: 'hour', count: 3 });
    expect(wholeUnits(49 * 60 * MINUTE)).toEqual({ unit: 'day', count: 2 });
  });
});

describe('formatDuration', () => {
  it('declines the Polish noun as the phrase needs it', () => {
    const t = i18n.getFixedT('pl', 'admin');
    expect(formatDuration(t, 'after', MINUTE)).toBe('po 1 minucie');
    expect(formatDuration(t, 'since', 22 * 60 * MINUTE)).toBe('od 22 godzin');
    expect(formatDuration(t, 'waited', 2 * MINUTE)).toBe('2 minuty');
    expect(formatDuration(t, 'plain', 5 * 24 * 60 * MINUTE)).toBe('5 dni');
  });

  it('says one minute and two minutes in English', () => {
    const t = i18n.getFixedT('en', 'admin');
    expect(formatWait(t, 'waited', '2026-11-20T11:59:30Z', new Date('2026-11-20T12:00:00Z'))).toBe(
      '1 minute',
    );
    expect(formatDuration(t, 'after', 2 * MINUTE)).toBe('after 2 minutes');
  });
});
