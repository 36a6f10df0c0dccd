import './styles/index.css';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { BOOT_STATE_ID, type BootState } from './lib/boot-state';
import { AppProviders } from './app/providers';
import { AtServerPlace } from './lib/server-place';
import { routes } from './app/routes';
import { createI18n, registerBrowserI18n } from './lib/i18n';
import { loadMessages, loadShellMessages, SHELL_ONLY_PAGE } from '../src/common/i18n';
import type { QueryBoot } from './lib/query-boot';
import { createMeStore, meFromDehydrated } from './services/auth/me-store';

async function boot() {
  const state = JSON.parse(document.getElementById(BOOT_STATE_ID)!.textContent!) as BootState;
  // The server rendered the matched pages already; load their chunks before
  // hydrating so the first client render is the same tree.
  // The same messages as the server's (preloaded by the page, so no flash): the landing shows the shell's only.
  const matches = matchRoutes(routes, window.location) ?? [];
  const lazyMatches = matches.filter((m) => m.route.lazy);
  const shellOnly = matches.at(-1)?.route.id === SHELL_ONLY_PAGE;
  const [messages] = await Promise.all([
    shellOnly ? loadShellMessages(state.locale) : loadMessages(state.locale),
    ...lazyMatches.map(async (m) => {
      const lazy = m.route.lazy as () => Promise<object>;
      Object.assign(m.route, await lazy(), { lazy: undefined });
    }),
  ]);
  const router = createBrowserRouter(routes);
  const i18n = createI18n(state.locale, messages);
  registerBrowserI18n(i18n, !shellOnly);
  // The query client is made by the first page that uses it (app/query-layer.tsx), not here.
  const queries: QueryBoot = { client: null, dehydrated: state.dehydrated };
  hydrateRoot(
    document.getElementById('root')!,
    <AtServerPlace>
      <AppProviders i18n={i18n} queries={queries} me={createMeStore(meFromDehydrated(state.dehydrated))} firebase={state.firebase}>
        <RouterProvider router={router} />
      </AppProviders>
    </AtServerPlace>,
  );
  document.documentElement.dataset.hydrated = 'true';
}

void boot();
