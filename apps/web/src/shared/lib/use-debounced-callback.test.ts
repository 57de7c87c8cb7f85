import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedCallback } from './use-debounced-callback.ts';

describe('useDebouncedCallback', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('calls once, with the latest arguments, after the delay of quiet', () => {
    const callback = vi.fn();
    const { result } = renderHook(() => useDebouncedCallback(callback, 1000));
    act(() => {
      result.current.schedule('b');
      vi.advanceTimersByTime(600);
      result.current.schedule('bi');
      vi.advanceTimersByTime(600);
      result.current.schedule('bike');
      vi.advanceTimersByTime(999);
    });
    expect(callback).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(callback).toHaveBeenCalledTimes(1);
    expect(callback).toHaveBeenCalledWith('bike');
  });

  it('runs a scheduled call at once on flush and drops it on cancel', () => {
    const callback = vi.fn();
    const { result } = renderHook(() => useDebouncedCallback(callback, 1000));
    act(() => {
      result.current.schedule(1);
      result.current.flush();
    });
    expect(callback).toHaveBeenCalledWith(1);
    act(() => {
      result.current.schedule(2);
      result.current.cancel();
      vi.advanceTimersByTime(2000);
      result.current.flush();
    });
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('calls the latest callback and nothing after unmount', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { result, rerender, unmount } = renderHook(({ callback }) => useDebouncedCallback(callback, 500), {
      initialProps: { callback: first },
    });
    act(() => result.current.schedule());
    rerender({ callback: second });
    act(() => vi.advanceTimersByTime(500));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
    act(() => result.current.schedule());
    unmount();
    vi.advanceTimersByTime(1000);
    expect(second).toHaveBeenCalledTimes(1);
  });
});
