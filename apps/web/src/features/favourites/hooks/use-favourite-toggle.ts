import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '#web/shared/lib/auth-store.ts';
import { currentReturnPath, loginPathFor } from '#web/shared/lib/login-path.ts';
import { toastError } from '#web/shared/lib/toast.ts';
import { favouritesKeys } from '../api/favourites-keys.ts';
import { addFavourite, removeFavourite } from '../api/toggle-favourite.ts';
import {
  favouriteStateOf,
  startToggle,
  toggleFailed,
  toggleSucceeded,
  type FavouriteState,
} from '../lib/favourite-toggle.ts';

export interface FavouriteToggle {
  favoured: boolean;
  pending: boolean;
  toggle: () => void;
}

/**
 * The heart of one offer: shows `favoriteId` (as the favourites check knows it) and flips it
 * optimistically on `toggle`; a visitor is sent to log in and back. Every favourites query is
 * refreshed after a change, so lists and other hearts follow.
 */
export function useFavouriteToggle(
  offerId: number,
  favoriteId: number | null | undefined,
  onChange?: (favoriteId: number | null) => void,
): FavouriteToggle {
  const { token } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [state, setState] = useState<FavouriteState>(() => favouriteStateOf(favoriteId));

  // Follow the server's answer when it changes, unless a call of ours is still running.
  const [known, setKnown] = useState(favoriteId);
  if (known !== favoriteId) {
    setKnown(favoriteId);
    if (!state.pending) setState(favouriteStateOf(favoriteId));
  }

  const toggle = () => {
    if (!token) {
      const returnTo = currentReturnPath(location);
      void navigate(loginPathFor(returnTo), { state: { from: returnTo } });
      return;
    }
    // React renders after each click, so `state` here is what the user saw when pressing.
    const started = startToggle(state, offerId);
    if (!started) return;
    setState(started.state);
    const call =
      started.call.kind === 'add'
        ? addFavourite(started.call.offerId).then((answer) => answer.favoriteId)
        : removeFavourite(started.call.favoriteId).then(() => null);
    call.then(
      (newId) => {
        setState((current) => toggleSucceeded(current, newId));
        onChange?.(newId);
        void queryClient.invalidateQueries({ queryKey: favouritesKeys.all });
      },
      (error: unknown) => {
        setState(toggleFailed);
        toastError(error);
      },
    );
  };

  return { favoured: state.favoured, pending: state.pending, toggle };
}
