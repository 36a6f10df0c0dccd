// The one query client. Every failed mutation, and every background refetch
// that failed while the page still shows older data, goes through one onError:
// the spec's section 8 resolution (lib/errors.ts) turns it into a toast in the
// user's language. Callers only say what happens on success.
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';

declare module '@tanstack/react-query' {
  interface Register {
    /** quiet: the caller shows this failure itself (a field error, an inline state). */
    mutationMeta: { quiet?: boolean };
    queryMeta: { quiet?: boolean };
  }
}

/** `report` shows an error to the user; on the server nothing is reported. */
export function createQueryClient(report: (error: unknown) => void = () => {}): QueryClient {
  return new QueryClient({
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (!mutation.meta?.quiet) report(error);
      },
    }),
    queryCache: new QueryCache({
      // A first load that fails is the page's own error state; a refetch that
      // fails under data already shown would otherwise go unnoticed.
      onError: (error, query) => {
        if (query.state.data !== undefined && !query.meta?.quiet) report(error);
      },
    }),
    /** Spec section 9: queries retry once and do not refetch on window focus. */
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: 0 },
    },
  });
}
