// The competitor analysis's calls (decision 074): the organization's compared channels, add one, remove one.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AddCompetitorInput,
  CompetitorsView,
  CompetitorTopicsRequest,
  CompetitorTopicsResult,
  CompetitorVideoHistory,
} from '@src/common/contracts/competitors';
import { api } from '@client/lib/api';
import { useRefreshingMutation } from '@client/lib/mutation';
import { creditsKey, orgsQueryKey } from '@client/services/orgs';

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
    /** The own channel hidden or shown again (decision 085): answers the whole view. */
    ownHidden: useMutation({
      mutationFn: (hidden: boolean) => api<CompetitorsView>(`/orgs/${org}/competitors/own`, { method: 'PUT', body: { hidden } }),
      onSuccess: (view) => client.setQueryData(key, view),
    }),
    remove: useMutation({
      mutationFn: (id: string) => api<null>(`/orgs/${org}/competitors/${encodeURIComponent(id)}`, { method: 'DELETE' }),
      onSettled: () => client.invalidateQueries({ queryKey: key }),
    }),
  };
}

/**
 * A channel's topics through the AI layer (decision 082): paid (1 credit), so
 * it carries the user action's Idempotency-Key and reads the balance again.
 */
export const useChannelTopics = (org: string) =>
  useRefreshingMutation(
    ({ id, req, idempotencyKey }: { id: string; req: CompetitorTopicsRequest; idempotencyKey: string }) =>
      api<CompetitorTopicsResult>(`/orgs/${org}/competitors/${encodeURIComponent(id)}/topics`, {
        method: 'POST',
        body: req,
        idempotencyKey,
      }),
    [creditsKey(org), { queryKey: orgsQueryKey, exact: true }],
  );

/** One video's history (decision 082), read when the page picks it. */
export const videoHistoryQuery = (org: string, id: string, videoId: string) =>
  queryOptions({
    queryKey: ['orgs', org, 'competitors', id, 'videos', videoId] as const,
    queryFn: () => api<CompetitorVideoHistory>(`/orgs/${org}/competitors/${encodeURIComponent(id)}/videos/${encodeURIComponent(videoId)}`),
  });
