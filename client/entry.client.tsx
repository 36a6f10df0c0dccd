import './styles/index.css';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { BOOT_STATE_ID, type BootState } from './lib/boot-state';
import { AppProviders } from './app/providers';
import { routes } from './app/routes';
import { createI18n } from './lib/i18n';
import { loadMessages } from '../src/common/i18n';
import { createQueryClient } from './lib/query-client';
import { showError } from './lib/errors';

async function boot() {
  const state = JSON.parse(document.getElementById(BOOT_STATE_ID)!.textContent!) as BootState;
  // The server rendered the matched pages already; load their chunks before
  // hydrating so the first client render is the same tree.
  // The same messages as the server's (preloaded by the page, so no flash).
  const lazyMatches = matchRoutes(routes, window.location)?.filter((m) => m.route.lazy) ?? [];
  const [messages] = await Promise.all([
    loadMessages(state.locale),
    ...lazyMatches.map(async (m) => {
      const lazy = m.route.lazy as () => Promise<object>;
      Object.assign(m.route, await lazy(), { lazy: undefined });
    }),
  ]);
  const router = createBrowserRouter(routes);
  const i18n = createI18n(state.locale, messages);
  const queryClient = createQueryClient((error) => showError(error, i18n.t));
  hydrateRoot(
    document.getElementById('root')!,
    <AppProviders i18n={i18n} queryClient={queryClient} dehydrated={state.dehydrated} firebase={state.firebase}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  document.documentElement.dataset.hydrated = 'true';
}

void boot();
