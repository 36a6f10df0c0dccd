import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PageSpinner } from './spinner';
import { LoadError } from './states';

// A list read from the server, in the three states every page drew by hand:
// a spinner while it comes (or while the organization is not known yet), the
// error with "Try again", then the page's own view of the data.
export function QueryView<T>({
  query,
  ready = true,
  words,
  children,
}: {
  query: UseQueryResult<T>;
  /** False until what the query needs (the active organization) is known. */
  ready?: boolean;
  words: { loading: string; error: string; retry: string };
  children: (data: T) => ReactNode;
}) {
  if (!ready || query.isPending) return <PageSpinner label={words.loading} />;
  if (query.isError) return <LoadError title={words.error} retry={words.retry} onRetry={() => void query.refetch()} />;
  return <>{children(query.data)}</>;
}
