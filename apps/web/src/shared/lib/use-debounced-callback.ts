import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';

export interface DebouncedCallback<A extends unknown[]> {
  /** Calls the callback with these arguments after `delayMs` of quiet; a later call replaces them. */
  schedule: (...args: A) => void;
  /** Runs a scheduled call now, if any. */
  flush: () => void;
  /** Drops a scheduled call. */
  cancel: () => void;
}

/**
 * Debounces a callback (the search phrase and the desktop filters, spec 000 "Search"). The latest
 * callback is always the one called; a call still scheduled when the component unmounts is dropped.
 */
export function useDebouncedCallback<A extends unknown[]>(
  callback: (...args: A) => void,
  delayMs: number,
): DebouncedCallback<A> {
  const latest = useRef(callback);
  useLayoutEffect(() => {
    latest.current = callback;
  });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pending = useRef<A | null>(null);

  const debounced = useMemo<DebouncedCallback<A>>(() => {
    const run = () => {
      clearTimeout(timer.current);
      const args = pending.current;
      pending.current = null;
      if (args) latest.current(...args);
    };
    return {
      schedule: (...args) => {
        pending.current = args;
        clearTimeout(timer.current);
        timer.current = setTimeout(run, delayMs);
      },
      flush: run,
      cancel: () => {
        clearTimeout(timer.current);
        pending.current = null;
      },
    };
  }, [delayMs]);

  useEffect(() => debounced.cancel, [debounced]);
  return debounced;
}
