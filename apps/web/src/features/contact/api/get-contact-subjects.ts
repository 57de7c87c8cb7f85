import type { ContactSubjectDto } from '@marketplace/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '#web/shared/lib/api-client.ts';
import { contactKeys } from './contact-keys.ts';

/** `GET /api/contact/subjects`: the form's subjects with their labels in the edition's language. */
export function getContactSubjects(signal?: AbortSignal): Promise<ContactSubjectDto[]> {
  return apiClient.get<ContactSubjectDto[]>('/api/contact/subjects', { signal });
}

export const contactSubjectsQueryOptions = () =>
  queryOptions({
    queryKey: contactKeys.subjects(),
    queryFn: ({ signal }) => getContactSubjects(signal),
    staleTime: 60 * 60_000,
  });

export function useContactSubjects() {
  return useQuery(contactSubjectsQueryOptions());
}
