// A story's page: loads the project, then its editor (Konva, its own chunk,
// drawn in the browser only). The page composes the media library's picker
// for image elements, as the carousel's page does.
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { useStoriesT } from '@client/features/stories/messages';
import { ProjectNotFound, SlideEditorBody, ToolBreadcrumb, useSlideEditorPage } from '@client/projects/editor-page';

const StoryEditor = lazy(() => import('@client/features/stories/components/editor').then((m) => ({ default: m.StoryEditor })));

export function Component() {
  const { t } = useStoriesT();
  const { t: tm } = useTranslation();
  const page = useSlideEditorPage('story', t('editor.addImage'));

  return (
    <div className="page workspace carousel-editor-page story-editor-page">
      <ToolBreadcrumb kind="story" current={page.project.data?.name ?? tm('tools.stories.editorTitle')} />
      <SlideEditorBody
        page={page}
        loading={t('editor.loading')}
        notFound={<ProjectNotFound kind="story" title={t('editor.notFound')} back={t('editor.back')} />}
        editor={(p) => <StoryEditor key={p.id} project={p} {...page.editorProps} />}
      />
    </div>
  );
}
