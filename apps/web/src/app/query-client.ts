import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '#web/shared/lib/api-error.ts';

/** Retries only what may pass on a second try: no answer or a server failure, twice at most. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2) return false;
  return isApiError(error) && (error.status === 0 || error.status >= 500);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
