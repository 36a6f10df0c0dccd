// The client's route tree, drawn from the shared route table. The Worker uses the
// same tree to render on the server; each page is its own chunk (route `lazy`).
// The landing's chunk is named here; every other page's is in pages.ts, a chunk
// of its own, so a first visit to the landing loads none of their names (decision 050).
import type { RouteObject } from 'react-router';
import { ROUTES, type RouteDef, type RouteId } from '../../src/common/routes';
import { RootLayout } from './layouts/root-layout';
import { PublicLayout } from './layouts/public-layout';
import { FallbackRedirect } from './layouts/fallback-redirect';
import type { RouteHandle } from './route-handle';
import { SHELL_ONLY_PAGE } from '../../src/common/i18n';

export type { RouteHandle };

const lazyOf = (id: RouteId): RouteObject['lazy'] =>
  id === SHELL_ONLY_PAGE ? () => import('./routes/landing') : async () => (await import('./pages')).loadPage(id);

function page(def: RouteDef): RouteObject {
  const handle: RouteHandle = { def };
  const lazy = lazyOf(def.id as RouteId);
  return def.path === '' ? { id: def.id, index: true, lazy, handle } : { id: def.id, path: def.path, lazy, handle };
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/:locale',
    Component: RootLayout,
    children: [
      { id: 'public', Component: PublicLayout, children: ROUTES.filter((r) => r.access === 'public').map(page) },
      {
        id: 'protected',
        lazy: async () => (await import('./pages')).loadProtectedLayout(),
        children: ROUTES.filter((r) => r.access === 'protected').map(page),
      },
      { id: 'locale-fallback', path: '*', Component: FallbackRedirect },
    ],
  },
  { id: 'fallback', path: '*', Component: FallbackRedirect },
];
