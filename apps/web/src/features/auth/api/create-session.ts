import type { LoginInput } from '@marketplace/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '#web/shared/lib/api-client.ts';
import { authStore, type SessionPayload } from '#web/shared/lib/auth-store.ts';
import type { ApiError } from '#web/shared/lib/api-error.ts';

/** `POST /api/sessions/create`: JSON {username, password}, with credentials (sets the refresh cookie). */
export function createSession(input: LoginInput): Promise<SessionPayload> {
  return apiClient.post<SessionPayload>('/api/sessions/create', input, {
    withCredentials: true,
    skipToken: true,
    skipAuthRefresh: true,
  });
}

export function useCreateSession() {
  return useMutation<SessionPayload, ApiError, LoginInput>({
    mutationFn: createSession,
    onSuccess: (session) => authStore.setSession(session),
  });
}
