// A subtitles project's page: loads the project, then its editor, drawn in the
// browser only (it plays the video and renders in the worker).
import { SubtitlesEditor } from '@client/features/subtitles/components/editor';
import { useSubtitlesT } from '@client/features/subtitles/messages';
import { projectEditorRoute } from '@client/projects/editor-page';

export const Component = projectEditorRoute('subtitles', useSubtitlesT, SubtitlesEditor);
