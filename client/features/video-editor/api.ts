// The video editor's server calls: its projects are the `video` kind of
// client/projects (queries, saves and the autosave are there, one for every kind).
import type { ProjectItem, ProjectView } from '@client/projects/kinds';

export type VideoProjectView = ProjectView<'video'>;
export type VideoProjectItem = ProjectItem<'video'>;
