import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '#web/test/render.tsx';
import { OfferReviewNotice } from './offer-review-notice.tsx';

describe('<OfferReviewNotice> (decision 135)', () => {
  it('says a held offer waits for review and why, in English', () => {
    renderWithProviders(
      <OfferReviewNotice review={{ state: 'held', reason: 'photo_matches_another_offer' }} />,
    );
    expect(screen.getByRole('status').textContent).toContain('Waiting for review');
    expect(screen.getByRole('status').textContent).toContain("a photo matches another seller's offer");
  });

  it('names the held word, in Polish', () => {
    renderWithProviders(
      <OfferReviewNotice review={{ state: 'held', reason: 'hold_word', rule: 'przedpłata' }} />,
      {
        region: 'pl',
      },
    );
    expect(screen.getByRole('status').textContent).toContain('Czeka na sprawdzenie');
    expect(screen.getByRole('status').textContent).toContain('„przedpłata”');
  });

  it('gives the administrator’s reason once rejected', () => {
    renderWithProviders(
      <OfferReviewNotice
        review={{
          state: 'rejected',
          reason: 'hold_word',
          rule: 'wire',
          rejectedReason: 'No prepayment scams.',
        }}
      />,
    );
    expect(screen.getByRole('status').textContent).toContain('Not published');
    expect(screen.getByRole('status').textContent).toContain('No prepayment scams.');
  });
});
