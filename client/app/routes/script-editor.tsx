// A script's page: loads the project, then its editor.
import { ScriptEditor } from '@client/features/scripts/components/editor';
import { useScriptsT } from '@client/features/scripts/messages';
import { projectEditorRoute } from '@client/projects/editor-page';

export const Component = projectEditorRoute('script', useScriptsT, ScriptEditor);
