// An image project's page: loads the project, then its editor.
import { ImageEditor } from '@client/features/image-editor/components/editor';
import { useImageT } from '@client/features/image-editor/messages';
import { projectEditorRoute } from '@client/projects/editor-page';

export const Component = projectEditorRoute('image', useImageT, ImageEditor);
