// A video project's page: loads the project, then its editor, drawn in the
// browser only (it plays media and renders in the worker).
import { VideoEditor } from '@client/features/video-editor/components/editor';
import { useVideoEditorT } from '@client/features/video-editor/messages';
import { projectEditorRoute } from '@client/projects/editor-page';

export const Component = projectEditorRoute('video', useVideoEditorT, VideoEditor);
