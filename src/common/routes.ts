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
  { id: 'competitor-analysis', path: 'tools/competitor-analysis', access: 'protected', titleKey: 'catalogue.competitor_analysis.name' },
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

/** A page after the locale. */
const page = (path: string) => (l: Locale) => localePath(l, path);
/** A tool's editor of one project: the tool's page, then `edit/<id>`. */
const editor = (path: string) => (l: Locale, id: string) => localePath(l, `${path}/edit/${encodeURIComponent(id)}`);

export const paths = {
  landing: page(''),
  dashboard: page('dashboard'),
  signIn: (l: Locale, from?: string) => localePath(l, 'auth/sign-in') + (from ? `?from=${encodeURIComponent(from)}` : ''),
  signUp: page('auth/sign-up'),
  forgotPassword: page('auth/forgot-password'),
  welcome: page('welcome'),
  accountSettings: page('settings/account'),
  organizationSettings: page('settings/organization'),
  credits: page('settings/credits'),
  library: page('library'),
  brandKits: page('brand-kits'),
  carousels: page('tools/carousel-creator'),
  carouselEditor: editor('tools/carousel-creator'),
  imageEditor: page('tools/image-editor'),
  imageEditorEdit: editor('tools/image-editor'),
  logoMaker: page('tools/logo-maker'),
  logoMakerEdit: editor('tools/logo-maker'),
  videoEditor: page('tools/video-editor'),
  videoEditorEdit: editor('tools/video-editor'),
  clipper: page('tools/clipper'),
  clipperEditor: editor('tools/clipper'),
  subtitles: page('tools/auto-subtitles'),
  subtitlesEditor: editor('tools/auto-subtitles'),
  captionGenerator: page('tools/caption-generator'),
  viralPredictor: page('tools/viral-predictor'),
  trendTracker: page('tools/trend-tracker'),
  competitorAnalysis: page('tools/competitor-analysis'),
  scripts: page('tools/script-creator'),
  scriptEditor: editor('tools/script-creator'),
  stories: page('tools/story-generator'),
  storyEditor: editor('tools/story-generator'),
  projectManager: page('tools/project-manager'),
  terms: page('legal/terms'),
  privacy: page('legal/privacy'),
  shares: page('library/shares'),
  publish: page('tools/publish'),
  /** A share's public page (decision 053): answered by the Worker itself, outside the route table. */
  sharePage: (l: Locale, token: string) => localePath(l, `s/${encodeURIComponent(token)}`),
  /** A guest review link's page (decision 069): answered by the Worker itself, outside the route table. */
  guestReviewPage: (l: Locale, token: string) => localePath(l, `review/${encodeURIComponent(token)}`),
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
