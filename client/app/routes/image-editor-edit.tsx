// An image project's page: loads the project, then its editor, with the
// library's image picker for image layers (the library is another feature, so
// the route composes the two).
import { ImageEditor } from '@client/features/image-editor/components/editor';
import { useImageT } from '@client/features/image-editor/messages';
import { useMediaPicker } from '@client/features/library/components/media-picker';
import { projectEditorRoute } from '@client/projects/editor-page';
import type { ProjectView } from '@client/projects/kinds';

function ImageEditorWithLibrary({ org, project }: { org: string; project: ProjectView<'image'> }) {
  const { t } = useImageT();
  const picker = useMediaPicker(org, 'image', t('add.pickTitle'));
  return (
    <>
      <ImageEditor org={org} project={project} pickFromLibrary={picker.pick} />
      {picker.dialog}
    </>
  );
}

export const Component = projectEditorRoute('image', useImageT, ImageEditorWithLibrary);
