import type { OfferDetailDto } from '@marketplace/contract';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { offerListItem } from '#web/test/offer-fixtures.ts';
import type { ReactElement } from 'react';
import { renderRoutes } from '#web/test/render.tsx';
import { OfferSummary } from './offer-summary.tsx';

/** What the summary reads of a published product with 3 pieces; the rest of the detail is not used. */
const product = {
  ...offerListItem({ id: 42 }),
  buyable: true,
  piecesAvailable: 3,
  quantity: 3,
  delivery: null,
  address: null,
} as unknown as OfferDetailDto;

/** In a router: the owner's box links to the edit form. */
const renderSummary = (ui: ReactElement) => renderRoutes([{ path: '/offer/:id', element: ui }], '/offer/42');

const basketButton = (quantity: number) => <button type="button">Basket slot: {quantity}</button>;

describe('<OfferSummary> buying', () => {
  it('gives the basket button (composed in by the route) the chosen quantity', () => {
    renderSummary(<OfferSummary offer={product} isOwner={false} basketButton={basketButton} />);
    expect(screen.getByRole('button', { name: 'Basket slot: 1' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'More pieces' }));
    expect(screen.getByRole('button', { name: 'Basket slot: 2' })).toBeTruthy();
  });

  it('shows no basket button to the owner, nor for an offer that cannot be bought', () => {
    const { unmount } = renderSummary(<OfferSummary offer={product} isOwner basketButton={basketButton} />);
    expect(screen.queryByRole('button', { name: /Basket slot/ })).toBeNull();
    unmount();
    renderSummary(
      <OfferSummary offer={{ ...product, buyable: false }} isOwner={false} basketButton={basketButton} />,
    );
    expect(screen.queryByRole('button', { name: /Basket slot/ })).toBeNull();
  });
});

describe('<OfferSummary> review offer', () => {
  it('shows the review button composed in by the route', () => {
    renderSummary(
      <OfferSummary
        offer={product}
        isOwner={false}
        reviewButton={<button type="button">Review slot</button>}
      />,
    );
    expect(screen.getByRole('button', { name: 'Review slot' })).toBeTruthy();
  });
});
