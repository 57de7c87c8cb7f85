/**
 * The favourite heart's state machine (spec 000 section 4, "Favourite toggle"): a press flips the
 * heart at once, adds by offer id when the offer has no favourite and removes by favoriteId
 * otherwise; no second call starts while one runs; a failure restores what was shown before.
 */
export interface FavouriteState {
  favoured: boolean;
  /** Known once the server has answered; null while an add is running or when not favoured. */
  favoriteId: number | null;
  pending: boolean;
  /** What to restore when the running call fails. */
  before: { favoured: boolean; favoriteId: number | null } | null;
}

export type FavouriteCall = { kind: 'add'; offerId: number } | { kind: 'remove'; favoriteId: number };

/** The state for a favourite id as the server knows it (null or undefined: not a favourite). */
export function favouriteStateOf(favoriteId: number | null | undefined): FavouriteState {
  return { favoured: favoriteId != null, favoriteId: favoriteId ?? null, pending: false, before: null };
}

/** The optimistic state and the call to make, or undefined while a call is already running. */
export function startToggle(
  state: FavouriteState,
  offerId: number,
): { state: FavouriteState; call: FavouriteCall } | undefined {
  if (state.pending) return undefined;
  const before = { favoured: state.favoured, favoriteId: state.favoriteId };
  const call: FavouriteCall =
    state.favoured && state.favoriteId !== null
      ? { kind: 'remove', favoriteId: state.favoriteId }
      : { kind: 'add', offerId };
  return {
    state: { favoured: call.kind === 'add', favoriteId: null, pending: true, before },
    call,
  };
}

/** After the server agreed: the new favourite's id for an add, null for a removal. */
export function toggleSucceeded(state: FavouriteState, favoriteId: number | null): FavouriteState {
  return { favoured: favoriteId !== null, favoriteId, pending: false, before: null };
}

/** After the call failed: back to what was shown before the press. */
export function toggleFailed(state: FavouriteState): FavouriteState {
  return state.before ? { ...state.before, pending: false, before: null } : { ...state, pending: false };
}
