import { useMutation } from '@tanstack/react-query';
import { apiClient } from '#web/shared/lib/api-client.ts';
import type { ApiError } from '#web/shared/lib/api-error.ts';

/** `GET /api/payouts/statement?month=YYYY-MM`: the month's lines as CSV, oldest first. */
export function getStatement(month: string): Promise<string> {
  return apiClient.get<string>('/api/payouts/statement', { params: { month }, requiresAuth: true });
}

/** The file's name, as the server names it in its Content-Disposition. */
export const statementFileName = (month: string) => `statement-${month}.csv`;

/**
 * Hands `csv` to the browser as a file download. The statement needs the session's bearer token,
 * which a plain link cannot send: the text is fetched by the API client and saved from memory.
 */
export function saveCsv(csv: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked once the click has handed the file over.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

export function useDownloadStatement() {
  return useMutation<void, ApiError, string>({
    mutationFn: async (month) => saveCsv(await getStatement(month), statementFileName(month)),
  });
}
