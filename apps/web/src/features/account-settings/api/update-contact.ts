import { useMutation } from '@tanstack/react-query';
import { apiClient } from '#web/shared/lib/api-client.ts';
import type { ApiError } from '#web/shared/lib/api-error.ts';

export type ContactKind = 'phone' | 'email';

export interface ContactChangeRequest {
  uuid: string;
}

/**
 * `POST /api/accounts/my/update-phone {phone}` or `POST /api/accounts/my/update-email {email}`:
 * sends a code to the new phone or address and answers the confirmation id.
 */
export function requestContactChange(kind: ContactKind, value: string): Promise<ContactChangeRequest> {
  return apiClient.post<ContactChangeRequest>(
    `/api/accounts/my/update-${kind}`,
    { [kind]: value },
    { requiresAuth: true },
  );
}

export function useRequestContactChange(kind: ContactKind) {
  return useMutation<ContactChangeRequest, ApiError, string>({
    mutationFn: (value) => requestContactChange(kind, value),
  });
}
