import type { UserDto } from '@marketplace/contract';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiClient } from '#web/shared/lib/api-client.ts';
import { authStore } from '#web/shared/lib/auth-store.ts';
import { accountSettingsKeys } from './account-settings-keys.ts';

/** `GET /api/accounts/my`: the signed-in user's own data (payout masked). */
export function getMyAccount(signal?: AbortSignal): Promise<UserDto> {
  return apiClient.get<UserDto>('/api/accounts/my', { signal, requiresAuth: true });
}

export const myAccountQueryOptions = () =>
  queryOptions({
    queryKey: accountSettingsKeys.myAccount,
    queryFn: ({ signal }) => getMyAccount(signal),
  });

export function useMyAccount() {
  return useQuery(myAccountQueryOptions());
}

/** Shows the changed user in the top bar too: the session keeps its own copy of the user. */
function syncSessionUser(user: UserDto): void {
  const { token, notificationIdentity } = authStore.getState();
  if (token) authStore.setSession({ token, user, notificationIdentity });
}

/**
 * After a change: stores the answered user (when the call returned one), else reloads it, and
 * passes it on to the session.
 */
export async function accountChanged(queryClient: QueryClient, user?: UserDto): Promise<void> {
  const options = myAccountQueryOptions();
  if (user) {
    queryClient.setQueryData(options.queryKey, user);
    syncSessionUser(user);
    return;
  }
  await queryClient.invalidateQueries({ queryKey: options.queryKey });
  const fresh = queryClient.getQueryData(options.queryKey) ?? (await queryClient.fetchQuery(options));
  syncSessionUser(fresh);
}
