import type { QueryClient } from '@tanstack/react-query';
import type { AuthStore } from '#web/shared/lib/auth-store.ts';
import { clearBasket } from '#web/shared/lib/basket-storage.ts';
import { normalizeApiError, type ApiError } from '#web/shared/lib/api-error.ts';

export interface LogoutDependencies {
  store: AuthStore;
  queryClient: QueryClient;
  deleteSession: () => Promise<unknown>;
}

/**
 * Logs out (spec 000 section 4, "Session"): `DELETE /api/sessions`, then, whatever its outcome,
 * the local basket is cleared, every cached query dropped and the session reset. Resolves with
 * the server's error when the call failed, so the caller may show it.
 */
export async function logout({
  store,
  queryClient,
  deleteSession,
}: LogoutDependencies): Promise<ApiError | undefined> {
  store.setStatus('loggingOut');
  let failure: ApiError | undefined;
  try {
    await deleteSession();
  } catch (error) {
    failure = normalizeApiError(error);
  }
  clearBasket();
  queryClient.clear();
  store.clear('anonymous');
  return failure;
}
