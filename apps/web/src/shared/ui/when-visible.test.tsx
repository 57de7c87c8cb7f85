import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WhenVisible } from './when-visible.tsx';

/** The browser's observer, driven by the test (jsdom has none). */
class FakeObserver {
  static last: FakeObserver | undefined;
  observed: Element[] = [];
  disconnected = false;
  constructor(readonly callback: (entries: { isIntersecting: boolean }[]) => void) {
    FakeObserver.last = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
}

describe('WhenVisible', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the fallback until its box comes near the screen, then the content for good', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    render(
      <WhenVisible fallback={<p>placeholder</p>}>
        <p>map</p>
      </WhenVisible>,
    );
    expect(screen.getByText('placeholder')).toBeTruthy();
    expect(screen.queryByText('map')).toBeNull();
    const observer = FakeObserver.last!;
    expect(observer.observed).toHaveLength(1);
    act(() => observer.callback([{ isIntersecting: false }]));
    expect(screen.queryByText('map')).toBeNull();
    act(() => observer.callback([{ isIntersecting: true }]));
    expect(screen.getByText('map')).toBeTruthy();
    expect(screen.queryByText('placeholder')).toBeNull();
    expect(observer.disconnected).toBe(true);
  });

  it('renders at once where the browser cannot observe', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<WhenVisible fallback={<p>placeholder</p>}>{<p>map</p>}</WhenVisible>);
    expect(screen.getByText('map')).toBeTruthy();
  });
});
