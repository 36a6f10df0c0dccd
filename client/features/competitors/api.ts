// The competitor analysis's calls (decision 074): the organization's compared channels, add one, remove one.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddCompetitorInput, CompetitorsView } from '@src/common/contracts/competitors';
import { api } from '@client/lib/api';

export const competitorsQuery = (org: string) =>
  queryOptions({
    queryKey: ['orgs', org, 'competitors'] as const,
    queryFn: () => api<CompetitorsView>(`/orgs/${org}/competitors`),
  });

/** Adding answers the whole view again; removing reads it again. */
export function useCompetitorActions(org: string) {
  const client = useQueryClient();
  const key = competitorsQuery(org).queryKey;
  return {
    add: useMutation({
      mutationFn: (input: AddCompetitorInput) => api<CompetitorsView>(`/orgs/${org}/competitors`, { method: 'POST', body: input }),
      onSuccess: (view) => client.setQueryData(key, view),
    }),
    remove: useMutation({
      mutationFn: (id: string) => api<null>(`/orgs/${org}/competitors/${encodeURIComponent(id)}`, { method: 'DELETE' }),
      onSettled: () => client.invalidateQueries({ queryKey: key }),
    }),
  };
}
