import { describe, expect, it } from 'vitest';
import { STATEMENT_MONTHS, statementMonths } from './statement-months.ts';

describe('statementMonths', () => {
  it('offers the current month and the ones before it, newest first, across a year', () => {
    const months = statementMonths(new Date(Date.UTC(2026, 1, 14)));
    expect(months).toHaveLength(STATEMENT_MONTHS);
    expect(months.slice(0, 4)).toEqual(['2026-02', '2026-01', '2025-12', '2025-11']);
    expect(months.at(-1)).toBe('2025-03');
  });

  it('counts months in UTC, as the server does', () => {
    // 1 March 00:30 UTC is still February in New York.
    expect(statementMonths(new Date(Date.UTC(2026, 2, 1, 0, 30)), 1)).toEqual(['2026-03']);
  });

  it('never goes before January 2000', () => {
    expect(statementMonths(new Date(Date.UTC(2000, 1, 10)))).toEqual(['2000-02', '2000-01']);
  });
});
