import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '#web/test/render.tsx';
import { ReviewsSummary } from './reviews-summary.tsx';

const stats = {
  offers: 3,
  reviewsCount: 2,
  reviewsAverage: 4.5,
  leadReviews: [{ id: 1, rate: 5, comment: 'Came on time.', createdAt: '2026-11-20T10:00:00.000Z' }],
};

const renderSummary = (type: 'product' | 'service') =>
  renderRoutes(
    [
      {
        path: '/offer/:id',
        element: <ReviewsSummary stats={stats} sellerId={7} offer={{ id: 42, type }} />,
      },
    ],
    '/offer/42',
  );

describe('<ReviewsSummary>', () => {
  it('shows the seller’s average, count and latest review, and links to all their reviews', () => {
    renderSummary('product');
    expect(screen.getByText('4.5')).toBeTruthy();
    expect(screen.getByText('Came on time.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See all reviews' }).getAttribute('href')).toBe(
      '/reviews/seller/7',
    );
    // A product is reviewed through its purchases: no page of its own.
    expect(screen.queryByRole('link', { name: 'Reviews of this offer' })).toBeNull();
  });

  it('links a service to its own reviews page', () => {
    renderSummary('service');
    expect(screen.getByRole('link', { name: 'Reviews of this offer' }).getAttribute('href')).toBe(
      '/reviews/offer/42',
    );
  });
});
