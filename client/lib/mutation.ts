// Most of the app's calls change something a query shows: once the call
// succeeds, those queries are fetched again before the caller's own onSuccess,
// so a toast never announces a change the page does not show yet.
import { useMutation, useQueryClient, type InvalidateQueryFilters, type QueryKey } from '@tanstack/react-query';

/** A query key (it and every key under it), or filters such as `{ queryKey, exact: true }`. */
export type Refresh = QueryKey | InvalidateQueryFilters;

export function useRefreshingMutation<TVariables = void, TData = unknown>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  refresh: readonly Refresh[],
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all(refresh.map((r) => client.invalidateQueries(Array.isArray(r) ? { queryKey: r } : (r as InvalidateQueryFilters)))),
  });
}
