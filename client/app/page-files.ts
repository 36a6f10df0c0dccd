// Which source file each page is, for the server's modulepreload hints and the size bench: the server's
// alone, so the browser's first JavaScript does not carry these names (decision 050).
import type { RouteId } from '../../src/common/routes';

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
  shares: 'client/app/routes/shares.tsx',
  publish: 'client/app/routes/publish.tsx',
  'carousel-projects': 'client/app/routes/carousel-projects.tsx',
  'carousel-editor': 'client/app/routes/carousel-editor.tsx',
  'carousel-poc': 'client/app/routes/carousel-poc.tsx',
  'brand-kits': 'client/app/routes/brand-kits.tsx',
  'image-editor': 'client/app/routes/image-editor.tsx',
  'image-editor-edit': 'client/app/routes/image-editor-edit.tsx',
  'logo-maker': 'client/app/routes/logo-maker.tsx',
  'logo-maker-edit': 'client/app/routes/logo-maker-edit.tsx',
  'video-editor': 'client/app/routes/video-projects.tsx',
  'video-editor-edit': 'client/app/routes/video-editor.tsx',
  'clipper-projects': 'client/app/routes/clipper-projects.tsx',
  'clipper-editor': 'client/app/routes/clipper-editor.tsx',
  'subtitles-projects': 'client/app/routes/subtitles-projects.tsx',
  'subtitles-editor': 'client/app/routes/subtitles-editor.tsx',
  'caption-generator': 'client/app/routes/caption-generator.tsx',
  'viral-predictor': 'client/app/routes/viral-predictor.tsx',
  'trend-tracker': 'client/app/routes/trend-tracker.tsx',
  'competitor-analysis': 'client/app/routes/competitor-analysis.tsx',
  'script-projects': 'client/app/routes/script-projects.tsx',
  'script-editor': 'client/app/routes/script-editor.tsx',
  'story-projects': 'client/app/routes/story-projects.tsx',
  'story-editor': 'client/app/routes/story-editor.tsx',
  'project-manager': 'client/app/routes/project-manager.tsx',
};
