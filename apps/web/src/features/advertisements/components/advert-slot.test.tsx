import { LIMITS, type AdvertArea, type AdvertisementDto } from '@marketplace/contract';
import { QueryClient } from '@tanstack/react-query';
import { act, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#web/test/render.tsx';
import { advertisementsQueryOptions } from '../api/get-advertisements.ts';
import { AdvertSlot, useRotation } from './advert-slot.tsx';

const advert = (id: number, area: AdvertArea): AdvertisementDto => ({
  id,
  area,
  imageUrl: `/media/adverts/${id}.webp`,
  alt: null,
  referenceUrl: null,
  script: null,
  categoryIds: [],
});

/** A query client already holding the adverts, so the slot renders them without a request. */
function clientWith(adverts: AdvertisementDto[]): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(advertisementsQueryOptions().queryKey, { advertisements: adverts });
  return client;
}

const shownImage = () => screen.getByRole('img').getAttribute('src');

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useRotation', () => {
  it('moves to the next advert every 30 seconds and wraps around', () => {
    expect(LIMITS.advertRotationMs).toBe(30_000);
    const { result } = renderHook(() => useRotation(3));
    expect(result.current).toBe(0);
    act(() => vi.advanceTimersByTime(29_999));
    expect(result.current).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(1);
    act(() => vi.advanceTimersByTime(30_000));
    expect(result.current).toBe(2);
    act(() => vi.advanceTimersByTime(30_000));
    expect(result.current).toBe(0);
  });

  it('stays on a single advert without a timer', () => {
    const { result } = renderHook(() => useRotation(1));
    expect(vi.getTimerCount()).toBe(0);
    act(() => vi.advanceTimersByTime(120_000));
    expect(result.current).toBe(0);
  });

  it('stops its timer when unmounted', () => {
    const { unmount } = renderHook(() => useRotation(2));
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('<AdvertSlot>', () => {
  it.each<AdvertArea>(['web_top', 'mobile_main_page', 'web_between_offers', 'web_bottom'])(
    'rotates the %s adverts every 30 seconds',
    (area) => {
      const queryClient = clientWith([
        advert(1, area),
        advert(2, area),
        advert(3, area === 'web_top' ? 'web_bottom' : 'web_top'),
      ]);
      renderWithProviders(<AdvertSlot area={area} />, { queryClient });
      expect(screen.getAllByRole('img')).toHaveLength(1);
      expect(shownImage()).toBe('/media/adverts/1.webp');
      act(() => vi.advanceTimersByTime(29_000));
      expect(shownImage()).toBe('/media/adverts/1.webp');
      act(() => vi.advanceTimersByTime(1_000));
      expect(shownImage()).toBe('/media/adverts/2.webp');
      act(() => vi.advanceTimersByTime(30_000));
      expect(shownImage()).toBe('/media/adverts/1.webp');
    },
  );

  it('shows the fallback when the area has no advert', () => {
    renderWithProviders(<AdvertSlot area="web_top" fallback={<p>Default banner</p>} />, {
      queryClient: clientWith([advert(1, 'web_bottom')]),
    });
    expect(screen.getByText('Default banner')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });
});
