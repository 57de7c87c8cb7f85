import type { ImageDto } from '@marketplace/contract';
import { apiClient } from '#web/shared/lib/api-client.ts';

export const PHOTO_FIELD = 'upload_image_form[file]';

export type UploadedPhoto = ImageDto & { fileId: string };

/** `POST /api/files/images` (multipart field `upload_image_form[file]`), reporting progress 0..1. */
export function uploadPhoto(
  file: File,
  { onProgress, signal }: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<UploadedPhoto> {
  const form = new FormData();
  form.append(PHOTO_FIELD, file);
  return apiClient.post<UploadedPhoto>('/api/files/images', form, {
    requiresAuth: true,
    signal,
    onUploadProgress: (event) => {
      if (event.total) onProgress?.(Math.min(1, event.loaded / event.total));
    },
  });
}

/** `DELETE /api/files/images/{fileId}`: removes a photo uploaded but not yet saved with the offer. */
export function deletePhoto(fileId: string): Promise<unknown> {
  return apiClient.delete<unknown>(`/api/files/images/${fileId}`, { requiresAuth: true });
}
