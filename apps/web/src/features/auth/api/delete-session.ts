import { apiClient } from '#web/shared/lib/api-client.ts';

/** `DELETE /api/sessions`: ends the session and clears the refresh cookie. */
export function deleteSession(): Promise<unknown> {
  return apiClient.delete('/api/sessions', { withCredentials: true, skipAuthRefresh: true });
}
