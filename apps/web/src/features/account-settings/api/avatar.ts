import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#web/shared/lib/api-client.ts';
import type { ApiError } from '#web/shared/lib/api-error.ts';
import { accountChanged } from './get-my-account.ts';

export const AVATAR_FIELD = 'upload_avatar_form[avatar]';

/** `POST /api/accounts/my/upload-avatar`: multipart with the one file. */
export function uploadAvatar(file: File): Promise<{ avatar: string }> {
  const form = new FormData();
  form.append(AVATAR_FIELD, file);
  return apiClient.post<{ avatar: string }>('/api/accounts/my/upload-avatar', form, { requiresAuth: true });
}

/** `DELETE /api/accounts/my/remove-avatar`. */
export function removeAvatar(): Promise<unknown> {
  return apiClient.delete<unknown>('/api/accounts/my/remove-avatar', { requiresAuth: true });
}

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation<{ avatar: string }, ApiError, File>({
    mutationFn: uploadAvatar,
    onSuccess: () => accountChanged(queryClient),
  });
}

export function useRemoveAvatar() {
  const queryClient = useQueryClient();
  return useMutation<unknown, ApiError, void>({
    mutationFn: removeAvatar,
    onSuccess: () => accountChanged(queryClient),
  });
}
