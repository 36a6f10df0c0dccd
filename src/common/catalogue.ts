// The tool catalogue: the single source for the dashboard's cards. A tool is
// "available" only when it works end to end; everything else says "coming soon".
// Texts live under catalogue.<id> in the message files (name, desc, soon).

export type ToolStatus = 'available' | 'coming_soon';
export type DashboardSection = 'home' | 'video' | 'design' | 'content' | 'trends' | 'library' | 'brand';

export const DASHBOARD_SECTION_IDS: readonly DashboardSection[] = ['home', 'video', 'design', 'content', 'trends', 'library', 'brand'];

export interface CatalogueTool {
  id: string;
  section: DashboardSection;
  /** lucide icon name, drawn by the client. */
  icon: string;
  status: ToolStatus;
  /** Path after the locale, for tools with a page (available ones, and placeholders that show a status). */
  path?: string;
  /**
   * What the card opens on its page: `new` starts a new project at once (the
   * tool's "new project" dialog, `?new=1`). The viral clipper starts from a
   * video and its analysis; "video clips" is the list of clip projects and
   * their editor: the two cards share the clipper's pages (the spec's only
   * clipper routes) but not what they open (issue 33).
   */
  opens?: 'new';
}

/** The query that opens a projects page's "new project" dialog. */
export const NEW_PROJECT_QUERY = 'new=1';

/** Where a card leads, after the locale. */
export const cardTarget = (tool: CatalogueTool): string | null =>
  tool.path ? (tool.opens === 'new' ? `${tool.path}?${NEW_PROJECT_QUERY}` : tool.path) : null;

export const CATALOGUE: readonly CatalogueTool[] = [
  { id: 'viral_clipper', section: 'video', icon: 'sparkles', status: 'available', path: 'tools/clipper', opens: 'new' },
  { id: 'clipper', section: 'video', icon: 'scissors', status: 'available', path: 'tools/clipper' },
  { id: 'video_editor', section: 'video', icon: 'clapperboard', status: 'available', path: 'tools/video-editor' },
  { id: 'auto_subtitles', section: 'video', icon: 'captions', status: 'available', path: 'tools/auto-subtitles' },
  { id: 'story_generator', section: 'video', icon: 'book-open', status: 'available', path: 'tools/story-generator' },
  { id: 'carousel_builder', section: 'design', icon: 'gallery-horizontal', status: 'available', path: 'tools/carousel-creator' },
  { id: 'image_editor', section: 'design', icon: 'image', status: 'available', path: 'tools/image-editor' },
  { id: 'logo_maker', section: 'design', icon: 'pen-tool', status: 'available', path: 'tools/logo-maker' },
  { id: 'caption_generator', section: 'content', icon: 'message-square-text', status: 'available', path: 'tools/caption-generator' },
  { id: 'script_creator', section: 'content', icon: 'file-text', status: 'available', path: 'tools/script-creator' },
  { id: 'trend_tracker', section: 'trends', icon: 'trending-up', status: 'available', path: 'tools/trend-tracker' },
  { id: 'viral_predictor', section: 'trends', icon: 'gauge', status: 'available', path: 'tools/viral-predictor' },
  { id: 'competitor_analysis', section: 'trends', icon: 'radar', status: 'available', path: 'tools/competitor-analysis' },
  { id: 'asset_organizer', section: 'library', icon: 'folder-open', status: 'available', path: 'library' },
  { id: 'project_manager', section: 'library', icon: 'kanban', status: 'available', path: 'tools/project-manager' },
  { id: 'quick_share', section: 'library', icon: 'share-2', status: 'available', path: 'library/shares' },
  { id: 'publishing', section: 'library', icon: 'send', status: 'available', path: 'tools/publish' },
  { id: 'brand_kit', section: 'brand', icon: 'palette', status: 'available', path: 'brand-kits' },
  { id: 'team_manager', section: 'brand', icon: 'users', status: 'available', path: 'settings/organization' },
  { id: 'multi_organization', section: 'brand', icon: 'building-2', status: 'available', path: 'settings/organization' },
];

export function toolsIn(section: DashboardSection): CatalogueTool[] {
  return CATALOGUE.filter((t) => t.section === section);
}

/** The image editor's placeholder status: ready only once the tool is available. */
export function imageEditorStatus(): 'planned' | 'ready' {
  return CATALOGUE.find((t) => t.id === 'image_editor')?.status === 'available' ? 'ready' : 'planned';
}
