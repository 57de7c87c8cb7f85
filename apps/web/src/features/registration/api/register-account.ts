import type { AccountType, AuthType } from '@marketplace/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '#web/shared/lib/api-client.ts';
import type { ApiError } from '#web/shared/lib/api-error.ts';
import { solvingProofOfWork, type ProofOfWorkGuard } from '#web/shared/lib/proof-of-work.ts';

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

/** Sent again with a solved proof of work when the server asks for one (`guard`, decision 134). */
export function registerAccount(
  input: RegisterAccountInput,
  guard: ProofOfWorkGuard = solvingProofOfWork,
): Promise<RegisterAccountResult> {
  return guard((headers) =>
    apiClient.post<RegisterAccountResult>('/api/accounts/register', input, { skipToken: true, headers }),
  );
}

export function useRegisterAccount(guard?: ProofOfWorkGuard) {
  return useMutation<RegisterAccountResult, ApiError, RegisterAccountInput>({
    mutationFn: (input) => registerAccount(input, guard),
  });
}
