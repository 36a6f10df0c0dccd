// A story's page: loads the project, then its editor (Konva, its own chunk,
// drawn in the browser only). The page composes the media library's picker
// for image elements, as the carousel's page does.
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowLeft, BookOpen } from 'lucide-react';
import { paths } from '@src/common/routes';
import { useStoriesT } from '@client/features/stories/messages';
import { useLocale } from '@client/lib/use-locale';
import { SlideEditorBody, ToolBreadcrumb, useSlideEditorPage } from '@client/projects/editor-page';

const StoryEditor = lazy(() => import('@client/features/stories/components/editor').then((m) => ({ default: m.StoryEditor })));

export function Component() {
  const { t } = useStoriesT();
  const { t: tm } = useTranslation();
  const locale = useLocale();
  const page = useSlideEditorPage('story', t('editor.addImage'));

  return (
    <div className="page workspace carousel-editor-page story-editor-page">
      <ToolBreadcrumb kind="story" current={page.project.data?.name ?? tm('tools.stories.editorTitle')} />
      <SlideEditorBody
        page={page}
        loading={t('editor.loading')}
        notFound={
          <div className="empty-state">
            <BookOpen size={28} aria-hidden="true" />
            <h1>{t('editor.notFound')}</h1>
            <Link className="btn btn-secondary btn-md" to={paths.stories(locale)}>
              <ArrowLeft size={16} aria-hidden="true" /> {t('editor.back')}
            </Link>
          </div>
        }
        editor={(p) => <StoryEditor key={p.id} project={p} {...page.editorProps} />}
      />
    </div>
  );
}
