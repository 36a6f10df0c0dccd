// Where the query layer gets its client. The query library is not in the
// first JavaScript a page loads (issue 33): the landing page never uses it, so
// the client is made when the first page that does is drawn (app/query-layer.tsx).
import { createContext } from 'react';
import type { DehydratedState, QueryClient } from '@tanstack/react-query';

export interface QueryBoot {
  /** The server's client (it holds the render's data); in the browser, made once on first use. */
  client: QueryClient | null;
  /** What the server rendered, hydrated into the browser's client when it is made. */
  dehydrated: DehydratedState;
}

export const QueryBootContext = createContext<QueryBoot | null>(null);
