// The signed-in user (/api/v1/auth/me): sign-in, account settings, the team page and every
// layout read it, so it is a shared service (decision 031), not the auth feature's.
import { hashKey, queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '@src/common/contracts/auth';
import { ME_STALE_TIME_MS } from '@src/common/limits';
import { api, ApiRequestError } from '@client/lib/api';
import { meQueryKey, type MeStore } from './me-store';

export { meQueryKey };

/** GET /api/v1/auth/me: a 401 means "no user", not an error. */
export async function getMe(): Promise<CurrentUser | null> {
  try {
    return await api<CurrentUser>('/auth/me');
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return null;
    throw error;
  }
}

export const meQueryOptions = (enabled: boolean) =>
  queryOptions({ queryKey: meQueryKey, queryFn: getMe, staleTime: ME_STALE_TIME_MS, enabled });

/**
 * The signed-in user. The server renders it into every page; it is fetched
 * again (after 5 minutes) only while there is a user: a visitor never asks.
 */
export function useMe() {
  const queryClient = useQueryClient();
  const signedIn = Boolean(queryClient.getQueryData(meQueryKey));
  return useQuery(meQueryOptions(signedIn));
}

/** Keeps the store the public header reads (me-store.ts) equal to the `me` query: set, refetched or removed. */
export function followMe(client: QueryClient, store: MeStore): () => void {
  const hash = hashKey(meQueryKey);
  store.set(client.getQueryData<CurrentUser | null>(meQueryKey) ?? null);
  return client.getQueryCache().subscribe((event) => {
    if (event.query.queryHash === hash) store.set(client.getQueryData<CurrentUser | null>(meQueryKey) ?? null);
  });
}
