import { describe, expect, it } from 'vitest';
import { favouriteStateOf, startToggle, toggleFailed, toggleSucceeded } from './favourite-toggle.ts';

describe('favourite toggle', () => {
  it('adds by offer id when the offer is no favourite, showing the heart at once', () => {
    const started = startToggle(favouriteStateOf(null), 42)!;
    expect(started.call).toEqual({ kind: 'add', offerId: 42 });
    expect(started.state).toMatchObject({ favoured: true, pending: true });
    expect(toggleSucceeded(started.state, 7)).toEqual(favouriteStateOf(7));
  });

  it('removes by favoriteId when the offer is a favourite', () => {
    const started = startToggle(favouriteStateOf(7), 42)!;
    expect(started.call).toEqual({ kind: 'remove', favoriteId: 7 });
    expect(started.state).toMatchObject({ favoured: false, pending: true });
    expect(toggleSucceeded(started.state, null)).toEqual(favouriteStateOf(null));
  });

  it('starts no second call while one runs', () => {
    const started = startToggle(favouriteStateOf(null), 42)!;
    expect(startToggle(started.state, 42)).toBeUndefined();
  });

  it('reverts to what was shown before when the call fails', () => {
    const adding = startToggle(favouriteStateOf(null), 42)!;
    expect(toggleFailed(adding.state)).toEqual(favouriteStateOf(null));
    const removing = startToggle(favouriteStateOf(7), 42)!;
    expect(toggleFailed(removing.state)).toEqual(favouriteStateOf(7));
  });

  it('treats an unknown answer (visitor, loading) as not favoured', () => {
    expect(favouriteStateOf(undefined)).toEqual({
      favoured: false,
      favoriteId: null,
      pending: false,
      before: null,
    });
  });
});
