import { approximateLocation, type OfferDetailDto } from '@marketplace/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { offerListItem } from '#web/test/offer-fixtures.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { OfferLocation } from './offer-location.tsx';

const DOOR = { lat: 47.611341, lon: -122.334567 };

/** What the location card reads of an offer; the rest of the detail is not used. */
function offer(overrides: Partial<OfferDetailDto>): OfferDetailDto {
  return {
    ...offerListItem({ id: 42 }),
    hideLocation: false,
    showExactAddress: true,
    address: {
      street: '123 Pine St',
      apartmentNumber: '4',
      city: 'Seattle',
      state: 'WA',
      postCode: '98101',
      geoCoordinate: DOOR,
    },
    ...overrides,
  } as unknown as OfferDetailDto;
}

const addressLines = () =>
  [...screen.getByTestId('offer-address').querySelectorAll('span, p')].map((line) => line.textContent);

describe('<OfferLocation>', () => {
  it('writes an exact US address in the US order and pins it on the map', async () => {
    const { container } = renderWithProviders(<OfferLocation offer={offer({})} />);
    expect(addressLines()).toEqual(['123 Pine St, Apt 4', 'Seattle, WA 98101']);
    expect(screen.queryByText(/98101 Seattle/)).toBeNull();
    await waitFor(() => expect(container.querySelector('.leaflet-marker-icon')).not.toBeNull());
    expect(container.querySelector('.offer-map-area')).toBeNull();
  });

  it('writes a Polish address as ul. Długa 5/3, then 00-001 Warszawa', () => {
    renderWithProviders(
      <OfferLocation
        offer={offer({
          address: {
            street: 'ul. Długa 5',
            apartmentNumber: '3',
            city: 'Warszawa',
            state: 'mazowieckie',
            postCode: '00-001',
            geoCoordinate: { lat: 52.2297, lon: 21.0122 },
          },
        })}
      />,
      { region: 'pl' },
    );
    expect(addressLines()).toEqual(['ul. Długa 5/3', '00-001 Warszawa', 'woj. mazowieckie']);
  });

  it('shows only the town and an area, without a pin, when the seller shows no exact address', async () => {
    const area = approximateLocation(DOOR);
    const { container } = renderWithProviders(
      <OfferLocation
        offer={offer({
          showExactAddress: false,
          address: {
            street: null,
            apartmentNumber: null,
            city: 'Seattle',
            state: 'WA',
            postCode: null,
            geoCoordinate: area,
          },
        })}
      />,
    );
    expect(addressLines()).toEqual(['Seattle, WA']);
    expect(screen.getByText(/Approximate area/)).toBeTruthy();
    await waitFor(() => expect(container.querySelector('.offer-map-area')).not.toBeNull());
    expect(container.querySelector('.leaflet-marker-icon')).toBeNull();
  });

  it("shows its owner the same area, not the exact pin the owner's answer carries", async () => {
    const { container } = renderWithProviders(<OfferLocation offer={offer({ showExactAddress: false })} />);
    expect(addressLines()).toEqual(['Seattle, WA']);
    expect(screen.queryByText(/123 Pine St/)).toBeNull();
    await waitFor(() => expect(container.querySelector('.offer-map-area')).not.toBeNull());
    expect(container.querySelector('.leaflet-marker-icon')).toBeNull();
  });
});
