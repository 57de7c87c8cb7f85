import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeVersion } from '#web/shared/lib/edition.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { EditionNotice } from './edition-notice.tsx';

afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('<EditionNotice> (decision 079)', () => {
  it('says nothing without a stored choice or when it is this edition', () => {
    const { unmount } = renderWithProviders(<EditionNotice region="us" />);
    expect(screen.queryByRole('region')).toBeNull();
    unmount();
    storeVersion('us');
    renderWithProviders(<EditionNotice region="us" />);
    expect(screen.queryByRole('region')).toBeNull();
  });

  it("offers the chosen edition's home, logging out first, in this edition's language", async () => {
    storeVersion('us');
    const navigateTo = vi.fn();
    const beforeSwitch = vi.fn(() => Promise.resolve());
    renderWithProviders(<EditionNotice region="pl" beforeSwitch={beforeSwitch} navigateTo={navigateTo} />, {
      region: 'pl',
    });
    const notice = screen.getByRole('region', { name: 'O tej wersji serwisu' });
    expect(notice.textContent).toContain('Jesteś w polskiej wersji serwisu');
    const link = screen.getByRole('link', { name: 'Przejdź do wersji amerykańskiej' });
    expect(link.getAttribute('href')).toMatch(/^http:\/\/us\.[^/]+\/$/);
    fireEvent.click(link);
    await waitFor(() => expect(navigateTo).toHaveBeenCalledWith(link.getAttribute('href')));
    expect(beforeSwitch).toHaveBeenCalledTimes(1);
  });

  it('stays away for the visit once dismissed', () => {
    storeVersion('pl');
    const { unmount } = renderWithProviders(<EditionNotice region="us" />);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('region')).toBeNull();
    unmount();
    renderWithProviders(<EditionNotice region="us" />);
    expect(screen.queryByRole('region')).toBeNull();
  });
});
