import { describe, expect, it } from 'vitest';
import { myOfferDates } from './my-offer-dates.ts';

/** An ISO string of a local calendar day (formatDate shows the browser's time zone). */
const day = (year: number, month: number, date: number) => new Date(year, month - 1, date, 12).toISOString();

describe('myOfferDates', () => {
  const created = day(2026, 3, 5);

  it('shows the created date, then the valid-till date of a published offer', () => {
    const offer = {
      status: 'published',
      createdAt: created,
      expiredAt: day(2026, 4, 4),
      closedAt: null,
    } as const;
    expect(myOfferDates(offer, 'us')).toEqual({
      created: '03-05-2026',
      end: { kind: 'validTill', date: '04-04-2026' },
    });
    expect(myOfferDates(offer, 'pl')).toEqual({
      created: '05-03-2026',
      end: { kind: 'validTill', date: '04-04-2026' },
    });
  });

  it('shows the archived date instead of the validity of a closed offer', () => {
    const offer = {
      status: 'closed',
      createdAt: created,
      expiredAt: day(2026, 4, 4),
      closedAt: day(2026, 3, 20),
    } as const;
    expect(myOfferDates(offer, 'us').end).toEqual({ kind: 'closedOn', date: '03-20-2026' });
    expect(myOfferDates(offer, 'pl').end).toEqual({ kind: 'closedOn', date: '20-03-2026' });
  });

  it('has no second date for a draft that was never published', () => {
    const offer = { status: 'draft', createdAt: created, expiredAt: null, closedAt: null } as const;
    expect(myOfferDates(offer, 'us')).toEqual({ created: '03-05-2026', end: null });
  });
});
