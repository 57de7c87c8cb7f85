import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from './i18n.ts';
import { useDocumentTitle } from './use-document-title.ts';

const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');

describe('useDocumentTitle', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    setLanguage('en');
  });

  it('sets the title and the site description, adding the meta tag when missing', () => {
    setLanguage('en');
    renderHook(() => useDocumentTitle('Favorites'));
    expect(document.title).toBe('Favorites · Marketplace');
    expect(description()).toBe('Buy and sell near you: products, services, jobs and real estate.');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  });

  it('updates the tag the server wrote with the page text, summarised, and follows changes', () => {
    document.head.innerHTML = '<meta name="description" content="From the server" />';
    setLanguage('pl');
    const { rerender } = renderHook(({ text }) => useDocumentTitle('Rower', text), {
      initialProps: { text: `Lekki  rower.\n${'bardzo dobry '.repeat(30)}` as string | undefined },
    });
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(description()).toMatch(/^Lekki rower\. bardzo dobry .*…$/);
    expect(description()!.length).toBeLessThanOrEqual(160);
    rerender({ text: undefined });
    expect(description()).toBe('Kupuj i sprzedawaj w okolicy: produkty, usługi, praca i nieruchomości.');
  });
});
