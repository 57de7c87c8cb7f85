import type { UserDto } from '@marketplace/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#web/shared/lib/api-client.ts';
import type { ApiError } from '#web/shared/lib/api-error.ts';
import { accountChanged } from './get-my-account.ts';

export interface EditContactDataInput {
  account: {
    firstName: string | null;
    lastName: string | null;
    companyName: string | null;
    vatId: string | null;
  };
  address: {
    street: string;
    apartmentNumber: string | null;
    city: string;
    postCode: string;
    state: string;
  };
}

/** `POST /api/accounts/my/edit-contact-data`: name (by account type) and address. */
export function editContactData(input: EditContactDataInput): Promise<UserDto> {
  return apiClient.post<UserDto>('/api/accounts/my/edit-contact-data', input, { requiresAuth: true });
}

export function useEditContactData() {
  const queryClient = useQueryClient();
  return useMutation<UserDto, ApiError, EditContactDataInput>({
    mutationFn: editContactData,
    onSuccess: (user) => accountChanged(queryClient, user),
  });
}
