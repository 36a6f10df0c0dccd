// The dashboard's "Recent projects": the organization's last edited projects
// of every tool, from the one projects list, each opening in its own editor.
import { queryOptions } from '@tanstack/react-query';
import type { ProjectKind, ProjectListItem } from '@src/common/contracts/projects';
import type { Locale } from '@src/common/locales';
import { paths } from '@src/common/routes';
import { api } from '../../../lib/api';

export const RECENT_PROJECTS_SHOWN = 3;

export const recentProjectsQuery = (org: string) =>
  queryOptions({
    queryKey: ['orgs', org, 'projects', 'recent'],
    queryFn: () => api<ProjectListItem[]>(`/orgs/${org}/projects?sort=updated&limit=${RECENT_PROJECTS_SHOWN}`),
  });

/** Where a project of each kind is edited (a saved caption opens in the generator's history). */
export const PROJECT_EDITOR: Record<ProjectKind, (l: Locale, id: string) => string> = {
  carousel: paths.carouselEditor,
  clip: paths.clipperEditor,
  video: paths.videoEditorEdit,
  subtitles: paths.subtitlesEditor,
  script: paths.scriptEditor,
  story: paths.storyEditor,
  caption: (l) => paths.captionGenerator(l),
};

/** The catalogue entry whose name labels a project of each kind. */
export const PROJECT_TOOL: Record<ProjectKind, string> = {
  carousel: 'carousel_builder',
  clip: 'clipper',
  video: 'video_editor',
  subtitles: 'auto_subtitles',
  script: 'script_creator',
  story: 'story_generator',
  caption: 'caption_generator',
};
