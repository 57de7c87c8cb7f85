import type { AccountType, AuthType } from '@marketplace/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '#web/shared/lib/api-client.ts';
import type { ApiError } from '#web/shared/lib/api-error.ts';

/** The body of `POST /api/accounts/register` (spec 000 section 7), camelCase (the client converts). */
export interface RegisterAccountInput {
  authType: AuthType;
  account: {
    type: AccountType;
    data: {
      username: string;
      email: string;
      phone: string;
      password: string;
      firstName?: string;
      lastName?: string;
      birthDay?: string;
      companyName?: string;
      vatId?: string;
    };
    address: {
      street: string;
      apartmentNumber: string | null;
      city: string;
      postCode: string;
      state: string;
    };
  };
}

export interface RegisterAccountResult {
  uuid: string;
}

export function registerAccount(input: RegisterAccountInput): Promise<RegisterAccountResult> {
  return apiClient.post<RegisterAccountResult>('/api/accounts/register', input, { skipToken: true });
}

export function useRegisterAccount() {
  return useMutation<RegisterAccountResult, ApiError, RegisterAccountInput>({ mutationFn: registerAccount });
}
