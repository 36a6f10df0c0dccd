// Who is signed in, for the pages that must not load the query library: the
// landing page and the public header (issue 33: the landing's JavaScript).
// The query layer keeps it in step with the `me` query (current-user.ts), so
// a sign-in on one page shows in the public header on the next.
import { createContext, useContext, useSyncExternalStore } from 'react';
import type { DehydratedState } from '@tanstack/react-query';
import type { CurrentUser } from '@src/common/contracts/auth';

export const meQueryKey = ['auth', 'me'] as const;

export interface MeStore {
  get(): CurrentUser | null;
  set(user: CurrentUser | null): void;
  subscribe(listener: () => void): () => void;
}

export function createMeStore(initial: CurrentUser | null): MeStore {
  let user = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => user,
    set(next) {
      if (next === user) return;
      user = next;
      for (const l of listeners) l();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The user the server rendered into the page's dehydrated queries, read without the query library. */
export function meFromDehydrated(state: DehydratedState): CurrentUser | null {
  const key = JSON.stringify(meQueryKey);
  const query = state.queries.find((q) => JSON.stringify(q.queryKey) === key);
  return (query?.state.data as CurrentUser | null | undefined) ?? null;
}

export const MeStoreContext = createContext<MeStore | null>(null);

/** The signed-in user, or null for a visitor; re-renders when someone signs in or out. */
export function useSignedInUser(): CurrentUser | null {
  const store = useContext(MeStoreContext);
  if (!store) throw new Error('useSignedInUser outside AppProviders');
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
