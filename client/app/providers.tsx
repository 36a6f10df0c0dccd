import { HydrationBoundary, QueryClientProvider, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { BootState } from '../lib/boot-state';
import { ConfigContext } from '../lib/config';

export interface AppProvidersProps {
  i18n: I18n;
  queryClient: QueryClient;
  dehydrated: DehydratedState;
  firebase: BootState['firebase'];
  children: ReactNode;
}

/** Everything every page needs, the same on the server and in the browser. */
export function AppProviders({ i18n, queryClient, dehydrated, firebase, children }: AppProvidersProps) {
  return (
    <ConfigContext.Provider value={{ firebase }}>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <HydrationBoundary state={dehydrated}>{children}</HydrationBoundary>
        </QueryClientProvider>
      </I18nextProvider>
    </ConfigContext.Provider>
  );
}
