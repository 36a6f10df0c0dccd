// The spec's route table (section 2), shared by the Worker (access rules and
// redirects before any HTML) and the client router (which page draws each one).
import { DEFAULT_LOCALE, type Locale } from './locales';

export type Access = 'public' | 'protected';

export interface RouteDef {
  /** Stable id, also the key of the page module on the client. */
  id: string;
  /** Path after "/:locale", without a leading slash ("" is the landing page). */
  path: string;
  access: Access;
  /** i18n key of the page title. */
  titleKey: string;
}

export const ROUTES = [
  { id: 'landing', path: '', access: 'public', titleKey: 'landing.title' },
  { id: 'welcome', path: 'welcome', access: 'public', titleKey: 'welcome.title' },
  { id: 'sign-in', path: 'auth/sign-in', access: 'public', titleKey: 'auth.signIn.title' },
  { id: 'sign-up', path: 'auth/sign-up', access: 'public', titleKey: 'auth.signUp.title' },
  { id: 'forgot-password', path: 'auth/forgot-password', access: 'public', titleKey: 'auth.forgot.title' },
  { id: 'terms', path: 'legal/terms', access: 'public', titleKey: 'legal.terms.title' },
  { id: 'privacy', path: 'legal/privacy', access: 'public', titleKey: 'legal.privacy.title' },
  { id: 'dashboard', path: 'dashboard', access: 'protected', titleKey: 'dashboard.title' },
  { id: 'account-settings', path: 'settings/account', access: 'protected', titleKey: 'settings.title' },
  { id: 'organization-settings', path: 'settings/organization', access: 'protected', titleKey: 'orgs.settings' },
  { id: 'credits', path: 'settings/credits', access: 'protected', titleKey: 'orgs.creditsTitle' },
  { id: 'invitation', path: 'invite/:token', access: 'protected', titleKey: 'orgs.acceptTitle' },
  { id: 'library', path: 'library', access: 'protected', titleKey: 'library.title' },
  { id: 'shares', path: 'library/shares', access: 'protected', titleKey: 'catalogue.quick_share.name' },
  { id: 'publish', path: 'tools/publish', access: 'protected', titleKey: 'catalogue.publishing.name' },
  { id: 'carousel-projects', path: 'tools/carousel-creator', access: 'protected', titleKey: 'tools.carousel.title' },
  { id: 'carousel-editor', path: 'tools/carousel-creator/edit/:projectId', access: 'protected', titleKey: 'tools.carousel.editorTitle' },
  { id: 'carousel-poc', path: 'tools/carousel-creator/poc-konva', access: 'protected', titleKey: 'tools.carousel.pocTitle' },
  { id: 'brand-kits', path: 'brand-kits', access: 'protected', titleKey: 'tools.brandKits.title' },
  { id: 'image-editor', path: 'tools/image-editor', access: 'protected', titleKey: 'tools.imageEditor.title' },
  { id: 'image-editor-edit', path: 'tools/image-editor/edit/:projectId', access: 'protected', titleKey: 'tools.imageEditor.editorTitle' },
  { id: 'logo-maker', path: 'tools/logo-maker', access: 'protected', titleKey: 'tools.logoMaker.title' },
  { id: 'logo-maker-edit', path: 'tools/logo-maker/edit/:projectId', access: 'protected', titleKey: 'tools.logoMaker.editorTitle' },
  { id: 'video-editor', path: 'tools/video-editor', access: 'protected', titleKey: 'tools.videoEditor.title' },
  { id: 'video-editor-edit', path: 'tools/video-editor/edit/:projectId', access: 'protected', titleKey: 'tools.videoEditor.editorTitle' },
  { id: 'clipper-projects', path: 'tools/clipper', access: 'protected', titleKey: 'tools.clipper.title' },
  { id: 'clipper-editor', path: 'tools/clipper/edit/:projectId', access: 'protected', titleKey: 'tools.clipper.editorTitle' },
  { id: 'subtitles-projects', path: 'tools/auto-subtitles', access: 'protected', titleKey: 'tools.subtitles.title' },
  { id: 'subtitles-editor', path: 'tools/auto-subtitles/edit/:projectId', access: 'protected', titleKey: 'tools.subtitles.editorTitle' },
  { id: 'caption-generator', path: 'tools/caption-generator', access: 'protected', titleKey: 'tools.captions.title' },
  { id: 'script-projects', path: 'tools/script-creator', access: 'protected', titleKey: 'tools.scripts.title' },
  { id: 'script-editor', path: 'tools/script-creator/edit/:projectId', access: 'protected', titleKey: 'tools.scripts.editorTitle' },
  { id: 'story-projects', path: 'tools/story-generator', access: 'protected', titleKey: 'tools.stories.title' },
  { id: 'story-editor', path: 'tools/story-generator/edit/:projectId', access: 'protected', titleKey: 'tools.stories.editorTitle' },
  { id: 'project-manager', path: 'tools/project-manager', access: 'protected', titleKey: 'catalogue.project_manager.name' },
  { id: 'viral-predictor', path: 'tools/viral-predictor', access: 'protected', titleKey: 'catalogue.viral_predictor.name' },
  { id: 'trend-tracker', path: 'tools/trend-tracker', access: 'protected', titleKey: 'catalogue.trend_tracker.name' },
] as const satisfies readonly RouteDef[];

export type RouteId = (typeof ROUTES)[number]['id'];

/** Aliases answered with a redirect to another route of the same locale. */
export const ROUTE_ALIASES: Record<string, string> = {
  'tools/carousel-builder': 'tools/carousel-creator',
};

export const FALLBACK_PATH = `/${DEFAULT_LOCALE}/dashboard`;

export interface RouteMatch {
  route: RouteDef;
  params: Record<string, string>;
}

/** Matches the part of a path after the locale against the table. */
export function matchRoute(rest: string): RouteMatch | null {
  const parts = splitPath(rest);
  for (const route of ROUTES) {
    const pattern = splitPath(route.path);
    if (pattern.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const ok = pattern.every((seg, i) => {
      const part = parts[i]!;
      if (seg.startsWith(':')) {
        params[seg.slice(1)] = part;
        return part.length > 0;
      }
      return seg === part;
    });
    if (ok) return { route, params };
  }
  return null;
}

function splitPath(path: string): string[] {
  return path.split('/').filter((s) => s.length > 0);
}

export function localePath(locale: Locale, path: string): string {
  const rest = path.replace(/^\/+/, '');
  return rest ? `/${locale}/${rest}` : `/${locale}`;
}

export const paths = {
  landing: (l: Locale) => localePath(l, ''),
  dashboard: (l: Locale) => localePath(l, 'dashboard'),
  signIn: (l: Locale, from?: string) => localePath(l, 'auth/sign-in') + (from ? `?from=${encodeURIComponent(from)}` : ''),
  signUp: (l: Locale) => localePath(l, 'auth/sign-up'),
  forgotPassword: (l: Locale) => localePath(l, 'auth/forgot-password'),
  welcome: (l: Locale) => localePath(l, 'welcome'),
  accountSettings: (l: Locale) => localePath(l, 'settings/account'),
  organizationSettings: (l: Locale) => localePath(l, 'settings/organization'),
  credits: (l: Locale) => localePath(l, 'settings/credits'),
  library: (l: Locale) => localePath(l, 'library'),
  brandKits: (l: Locale) => localePath(l, 'brand-kits'),
  carousels: (l: Locale) => localePath(l, 'tools/carousel-creator'),
  carouselEditor: (l: Locale, id: string) => localePath(l, `tools/carousel-creator/edit/${encodeURIComponent(id)}`),
  imageEditor: (l: Locale) => localePath(l, 'tools/image-editor'),
  imageEditorEdit: (l: Locale, id: string) => localePath(l, `tools/image-editor/edit/${encodeURIComponent(id)}`),
  logoMaker: (l: Locale) => localePath(l, 'tools/logo-maker'),
  logoMakerEdit: (l: Locale, id: string) => localePath(l, `tools/logo-maker/edit/${encodeURIComponent(id)}`),
  videoEditor: (l: Locale) => localePath(l, 'tools/video-editor'),
  videoEditorEdit: (l: Locale, id: string) => localePath(l, `tools/video-editor/edit/${encodeURIComponent(id)}`),
  clipper: (l: Locale) => localePath(l, 'tools/clipper'),
  clipperEditor: (l: Locale, id: string) => localePath(l, `tools/clipper/edit/${encodeURIComponent(id)}`),
  subtitles: (l: Locale) => localePath(l, 'tools/auto-subtitles'),
  subtitlesEditor: (l: Locale, id: string) => localePath(l, `tools/auto-subtitles/edit/${encodeURIComponent(id)}`),
  captionGenerator: (l: Locale) => localePath(l, 'tools/caption-generator'),
  viralPredictor: (l: Locale) => localePath(l, 'tools/viral-predictor'),
  trendTracker: (l: Locale) => localePath(l, 'tools/trend-tracker'),
  scripts: (l: Locale) => localePath(l, 'tools/script-creator'),
  scriptEditor: (l: Locale, id: string) => localePath(l, `tools/script-creator/edit/${encodeURIComponent(id)}`),
  stories: (l: Locale) => localePath(l, 'tools/story-generator'),
  storyEditor: (l: Locale, id: string) => localePath(l, `tools/story-generator/edit/${encodeURIComponent(id)}`),
  projectManager: (l: Locale) => localePath(l, 'tools/project-manager'),
  terms: (l: Locale) => localePath(l, 'legal/terms'),
  privacy: (l: Locale) => localePath(l, 'legal/privacy'),
  shares: (l: Locale) => localePath(l, 'library/shares'),
  publish: (l: Locale) => localePath(l, 'tools/publish'),
  /** A share's public page (decision 053): answered by the Worker itself, outside the route table. */
  sharePage: (l: Locale, token: string) => localePath(l, `s/${encodeURIComponent(token)}`),
};

/**
 * The "from" of a sign-in redirect is honoured only when it is a path of this
 * site: one leading slash, no scheme, no backslash tricks, no control characters.
 */
export function safeFromPath(from: string | null | undefined): string | null {
  if (!from || from.length > 2048) return null;
  if (!from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return null;
  if (/[\\\u0000-\u001f\u007f]/.test(from)) return null;
  return from;
}
