// A clipper project's page: loads the project, then its workspace (analysis,
// moments, clips, render), drawn in the browser only: it reads media in the
// worker and plays video.
import { ClipWorkspace } from '@client/features/clipper/components/workspace';
import { useClipperT } from '@client/features/clipper/messages';
import { projectEditorRoute } from '@client/projects/editor-page';

export const Component = projectEditorRoute('clip', useClipperT, ClipWorkspace);
