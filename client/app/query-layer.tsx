// The query client's provider, in the chunks of the pages that use queries
// (every page but the landing): the one client of the page's life is made
// here the first time, from what the server rendered, and keeps the public
// header's signed-in user in step (services/auth/me-store.ts). The API's global errors are answered here too.
import { hydrate, QueryClientProvider } from '@tanstack/react-query';
import { useContext, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorBridge } from './api-error-bridge';
import { followMe } from '../services/auth/current-user';
import { MeStoreContext } from '../services/auth/me-store';
import { showError } from '../lib/errors';
import { QueryBootContext } from '../lib/query-boot';
import { createQueryClient } from '../lib/query-client';

export function QueryLayer({ children }: { children: ReactNode }) {
  const boot = useContext(QueryBootContext);
  const me = useContext(MeStoreContext);
  const { i18n } = useTranslation();
  if (!boot || !me) throw new Error('QueryLayer outside AppProviders');
  if (!boot.client) {
    // Once per page life (the boot object outlives every layer): a lazy initialisation, not a render side effect.
    const client = createQueryClient((error) => showError(error, i18n.t));
    hydrate(client, boot.dehydrated);
    followMe(client, me);
    boot.client = client;
  }
  // What an API call's 401, 5xx or lost connection means is said here: only the pages inside this layer call the API.
  return (
    <QueryClientProvider client={boot.client}>
      <ApiErrorBridge />
      {children}
    </QueryClientProvider>
  );
}

/** A route's component inside the query layer. */
export function withQueries(Component: ComponentType): ComponentType {
  const WithQueries = () => (
    <QueryLayer>
      <Component />
    </QueryLayer>
  );
  WithQueries.displayName = `WithQueries(${Component.displayName ?? Component.name})`;
  return WithQueries;
}
