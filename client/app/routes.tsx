// The client's route tree, drawn from the shared route table. The Worker uses the
// same tree to render on the server; each page is its own chunk (route `lazy`).
import type { RouteObject } from 'react-router';
import { ROUTES, type RouteDef, type RouteId } from '../../src/common/routes';
import { RootLayout } from './layouts/root-layout';
import { PublicLayout } from './layouts/public-layout';
import { FallbackRedirect } from './layouts/fallback-redirect';

type PageModule = () => Promise<Pick<RouteObject, 'Component'>>;

/** The signed-in shell, its own chunk: preloaded with every protected page. */
export const PROTECTED_LAYOUT_FILE = 'client/app/layouts/protected-layout.tsx';

/** Source file of each page, for modulepreload hints and the size bench. */
export const PAGE_FILES: Record<RouteId, string> = {
  landing: 'client/app/routes/landing.tsx',
  welcome: 'client/app/routes/welcome.tsx',
  'sign-in': 'client/app/routes/sign-in.tsx',
  'sign-up': 'client/app/routes/sign-up.tsx',
  'forgot-password': 'client/app/routes/forgot-password.tsx',
  terms: 'client/app/routes/legal.tsx',
  privacy: 'client/app/routes/legal.tsx',
  dashboard: 'client/app/routes/dashboard.tsx',
  'account-settings': 'client/app/routes/account-settings.tsx',
  'organization-settings': 'client/app/routes/organization-settings.tsx',
  credits: 'client/app/routes/credits.tsx',
  invitation: 'client/app/routes/invitation.tsx',
  library: 'client/app/routes/library.tsx',
  'carousel-projects': 'client/app/routes/carousel-projects.tsx',
  'carousel-editor': 'client/app/routes/carousel-editor.tsx',
  'carousel-poc': 'client/app/routes/carousel-poc.tsx',
  'brand-kits': 'client/app/routes/brand-kits.tsx',
  'image-editor': 'client/app/routes/image-editor.tsx',
  'video-editor': 'client/app/routes/video-projects.tsx',
  'video-editor-edit': 'client/app/routes/video-editor.tsx',
  'clipper-projects': 'client/app/routes/clipper-projects.tsx',
  'clipper-editor': 'client/app/routes/clipper-editor.tsx',
  'subtitles-projects': 'client/app/routes/subtitles-projects.tsx',
  'subtitles-editor': 'client/app/routes/subtitles-editor.tsx',
  'caption-generator': 'client/app/routes/caption-generator.tsx',
  'script-projects': 'client/app/routes/script-projects.tsx',
  'script-editor': 'client/app/routes/script-editor.tsx',
  'story-projects': 'client/app/routes/story-projects.tsx',
  'story-editor': 'client/app/routes/story-editor.tsx',
};

const PAGES: Record<RouteId, PageModule> = {
  landing: () => import('./routes/landing'),
  welcome: () => import('./routes/welcome'),
  'sign-in': () => import('./routes/sign-in'),
  'sign-up': () => import('./routes/sign-up'),
  'forgot-password': () => import('./routes/forgot-password'),
  terms: () => import('./routes/legal'),
  privacy: () => import('./routes/legal'),
  dashboard: () => import('./routes/dashboard'),
  'account-settings': () => import('./routes/account-settings'),
  'organization-settings': () => import('./routes/organization-settings'),
  credits: () => import('./routes/credits'),
  invitation: () => import('./routes/invitation'),
  library: () => import('./routes/library'),
  'carousel-projects': () => import('./routes/carousel-projects'),
  'carousel-editor': () => import('./routes/carousel-editor'),
  'carousel-poc': () => import('./routes/carousel-poc'),
  'brand-kits': () => import('./routes/brand-kits'),
  'image-editor': () => import('./routes/image-editor'),
  'video-editor': () => import('./routes/video-projects'),
  'video-editor-edit': () => import('./routes/video-editor'),
  'clipper-projects': () => import('./routes/clipper-projects'),
  'clipper-editor': () => import('./routes/clipper-editor'),
  'subtitles-projects': () => import('./routes/subtitles-projects'),
  'subtitles-editor': () => import('./routes/subtitles-editor'),
  'caption-generator': () => import('./routes/caption-generator'),
  'script-projects': () => import('./routes/script-projects'),
  'script-editor': () => import('./routes/script-editor'),
  'story-projects': () => import('./routes/story-projects'),
  'story-editor': () => import('./routes/story-editor'),
};

import type { RouteHandle } from './route-handle';
export type { RouteHandle };

function page(def: RouteDef): RouteObject {
  const handle: RouteHandle = { def };
  const lazy = PAGES[def.id as RouteId];
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
        lazy: () => import('./layouts/protected-layout'),
        children: ROUTES.filter((r) => r.access === 'protected').map(page),
      },
      { id: 'locale-fallback', path: '*', Component: FallbackRedirect },
    ],
  },
  { id: 'fallback', path: '*', Component: FallbackRedirect },
];
