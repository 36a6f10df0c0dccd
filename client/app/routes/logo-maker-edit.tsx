// A logo project's page: loads the project, then its editor.
import { LogoEditor } from '@client/features/logo-maker/components/editor';
import { useLogoT } from '@client/features/logo-maker/messages';
import { projectEditorRoute } from '@client/projects/editor-page';

export const Component = projectEditorRoute('logo', useLogoT, LogoEditor);
