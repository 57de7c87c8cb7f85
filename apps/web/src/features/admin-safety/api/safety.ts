import type {
  BlockedDomainDto,
  BlockedDomainInput,
  BlockedDomainsDto,
  ScamRuleDto,
  ScamRuleInput,
  ScamRulesDto,
} from '@marketplace/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#web/shared/lib/api-client.ts';

const all = ['admin-safety'] as const;

/** Query keys of the console's safety rules (decision 132). */
export const safetyKeys = {
  all,
  rules: () => [...all, 'rules'] as const,
  domains: () => [...all, 'domains'] as const,
};

/** `GET /api/admin/safety/rules`: the edition's scam rules. */
export function useScamRules() {
  return useQuery({
    queryKey: safetyKeys.rules(),
    queryFn: ({ signal }) =>
      apiClient.get<ScamRulesDto>('/api/admin/safety/rules', { signal, requiresAuth: true }),
  });
}

/** `POST /api/admin/safety/rules`, or `PUT …/:id` with an id. */
export function useSaveScamRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: ScamRuleInput }) =>
      id === undefined
        ? apiClient.post<ScamRuleDto>('/api/admin/safety/rules', input, { requiresAuth: true })
        : apiClient.put<ScamRuleDto>(`/api/admin/safety/rules/${id}`, input, { requiresAuth: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: safetyKeys.rules() }),
  });
}

/** `GET /api/admin/safety/blocked-domains`. */
export function useBlockedDomains() {
  return useQuery({
    queryKey: safetyKeys.domains(),
    queryFn: ({ signal }) =>
      apiClient.get<BlockedDomainsDto>('/api/admin/safety/blocked-domains', { signal, requiresAuth: true }),
  });
}

/** `POST /api/admin/safety/blocked-domains`. */
export function useBlockDomain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BlockedDomainInput) =>
      apiClient.post<BlockedDomainDto>('/api/admin/safety/blocked-domains', input, { requiresAuth: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: safetyKeys.domains() }),
  });
}

/** `DELETE /api/admin/safety/blocked-domains/:id`. */
export function useUnblockDomain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiClient.delete(`/api/admin/safety/blocked-domains/${id}`, { requiresAuth: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: safetyKeys.domains() }),
  });
}
