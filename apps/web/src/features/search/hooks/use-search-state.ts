import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { parseSearchParams, searchHref, type SearchState } from '../lib/search-state.ts';

/**
 * How a change enters the history (decision 022): 'push' for a submitted phrase, a filter, a sort or a
 * page (the back button undoes it); 'typing' for the debounced phrase, which pushes once and then
 * replaces its own entry while the user keeps typing; 'replace' for corrections nobody navigated to.
 */
export type HistoryMode = 'push' | 'typing' | 'replace';

interface EntryState {
  typed?: boolean;
}

/** The search state held in the URL, and a way to change it. */
export function useSearchState() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const state = useMemo(() => parseSearchParams(params), [params]);
  const typedEntry = (location.state as EntryState | null)?.typed === true;

  const setState = useCallback(
    (next: SearchState, mode: HistoryMode = 'push') => {
      const href = searchHref(next);
      if (href === searchHref(state)) return;
      const replace = mode === 'replace' || (mode === 'typing' && typedEntry);
      void navigate(href, {
        replace,
        state: mode === 'typing' ? ({ typed: true } satisfies EntryState) : null,
      });
    },
    [navigate, state, typedEntry],
  );

  return { state, setState };
}
