// Every page but the landing, and the signed-in shell, each its own chunk: this module is itself a chunk, so
// the list of their files (Vite's preload map) is fetched on the first move off the landing, not with it
// (decision 050). Each is drawn inside the query layer with all of its locale's messages.
import type { RouteObject } from 'react-router';
import type { RouteId } from '../../src/common/routes';
import { ensureAllMessages } from '../lib/i18n';

type PageModule = () => Promise<Pick<RouteObject, 'Component'>>;

const PAGES: Record<Exclude<RouteId, 'landing'>, PageModule> = {
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
  shares: () => import('./routes/shares'),
  publish: () => import('./routes/publish'),
  'carousel-projects': () => import('./routes/carousel-projects'),
  'carousel-editor': () => import('./routes/carousel-editor'),
  'carousel-poc': () => import('./routes/carousel-poc'),
  'brand-kits': () => import('./routes/brand-kits'),
  'image-editor': () => import('./routes/image-editor'),
  'image-editor-edit': () => import('./routes/image-editor-edit'),
  'logo-maker': () => import('./routes/logo-maker'),
  'logo-maker-edit': () => import('./routes/logo-maker-edit'),
  'video-editor': () => import('./routes/video-projects'),
  'video-editor-edit': () => import('./routes/video-editor'),
  'clipper-projects': () => import('./routes/clipper-projects'),
  'clipper-editor': () => import('./routes/clipper-editor'),
  'subtitles-projects': () => import('./routes/subtitles-projects'),
  'subtitles-editor': () => import('./routes/subtitles-editor'),
  'caption-generator': () => import('./routes/caption-generator'),
  'viral-predictor': () => import('./routes/viral-predictor'),
  'trend-tracker': () => import('./routes/trend-tracker'),
  'competitor-analysis': () => import('./routes/competitor-analysis'),
  'script-projects': () => import('./routes/script-projects'),
  'script-editor': () => import('./routes/script-editor'),
  'story-projects': () => import('./routes/story-projects'),
  'story-editor': () => import('./routes/story-editor'),
  'project-manager': () => import('./routes/project-manager'),
};

async function inQueryLayer(load: PageModule): Promise<Pick<RouteObject, 'Component'>> {
  const [page, layer] = await Promise.all([load(), import('./query-layer'), ensureAllMessages()]);
  return { Component: page.Component && layer.withQueries(page.Component) };
}

export const loadPage = (id: Exclude<RouteId, 'landing'>) => inQueryLayer(PAGES[id]);

/** The signed-in shell reads the user and the organizations: it is inside the query layer too. */
export const loadProtectedLayout = () => inQueryLayer(() => import('./layouts/protected-layout'));
