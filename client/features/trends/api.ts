// The trend tracker's calls: the stored day of a region (decision 059) and the watchlist (decision 073).
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  KeywordVideosView,
  TrendCategory,
  TrendRegion,
  TrendsView,
  WatchKeywordInput,
  WatchlistView,
} from '@src/common/contracts/trends';
import { api } from '@client/lib/api';

export const trendsQuery = (org: string, region: TrendRegion, category: TrendCategory) =>
  queryOptions({
    queryKey: ['orgs', org, 'trends', region, category] as const,
    queryFn: () => api<TrendsView>(`/orgs/${org}/trends?region=${region}&category=${encodeURIComponent(category)}`),
  });

/** The organization's watchlist of a region with each keyword's movement (decision 073). */
export const watchlistQuery = (org: string, region: TrendRegion) =>
  queryOptions({
    queryKey: ['orgs', org, 'trends', 'watchlist', region] as const,
    queryFn: () => api<WatchlistView>(`/orgs/${org}/trends/watchlist?region=${region}`),
  });

/** Adds a keyword (the answer is the whole list again), removes one, or turns this member's digest on or off. */
export function useWatchlistActions(org: string, region: TrendRegion) {
  const client = useQueryClient();
  const key = watchlistQuery(org, region).queryKey;
  const refresh = () => client.invalidateQueries({ queryKey: key });
  return {
    add: useMutation({
      mutationFn: (input: WatchKeywordInput) => api<WatchlistView>(`/orgs/${org}/trends/watchlist`, { method: 'POST', body: input }),
      onSuccess: (view) => client.setQueryData(key, view),
    }),
    remove: useMutation({
      mutationFn: (id: string) => api<null>(`/orgs/${org}/trends/watchlist/${encodeURIComponent(id)}`, { method: 'DELETE' }),
      onSettled: refresh,
    }),
    digest: useMutation({
      mutationFn: (subscribed: boolean) =>
        api<{ subscribed: boolean }>(`/orgs/${org}/trends/digest`, { method: 'PUT', body: { subscribed } }),
      onSettled: refresh,
    }),
  };
}

/** The videos YouTube finds for a watched keyword (decision 082): asked when the keyword is opened, one search a day. */
export const keywordVideosQuery = (org: string, id: string) =>
  queryOptions({
    queryKey: ['orgs', org, 'trends', 'watchlist', 'videos', id] as const,
    queryFn: () => api<KeywordVideosView>(`/orgs/${org}/trends/watchlist/${encodeURIComponent(id)}/videos`),
    // The server keeps one search a day: asking again within the hour gives the same answer.
    staleTime: 60 * 60_000,
    retry: false,
  });
