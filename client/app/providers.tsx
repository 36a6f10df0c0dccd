import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { BootState } from '../lib/boot-state';
import { ConfigContext } from '../lib/config';
import { QueryBootContext, type QueryBoot } from '../lib/query-boot';
import { MeStoreContext, type MeStore } from '../services/auth/me-store';

export interface AppProvidersProps {
  i18n: I18n;
  /** The query client's start; its provider is in the pages that use it (app/query-layer.tsx). */
  queries: QueryBoot;
  me: MeStore;
  firebase: BootState['firebase'];
  children: ReactNode;
}

/** Everything every page needs, the same on the server and in the browser. */
export function AppProviders({ i18n, queries, me, firebase, children }: AppProvidersProps) {
  return (
    <ConfigContext.Provider value={{ firebase }}>
      <I18nextProvider i18n={i18n}>
        <QueryBootContext.Provider value={queries}>
          <MeStoreContext.Provider value={me}>{children}</MeStoreContext.Provider>
        </QueryBootContext.Provider>
      </I18nextProvider>
    </ConfigContext.Provider>
  );
}
