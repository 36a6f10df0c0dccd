// The carousel editor page: loads the project, then the editor (Konva, its own
// chunk, drawn in the browser only). The page composes the media library's
// picker for image elements.
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { paths } from '@src/common/routes';
import { useCarouselT } from '@client/features/carousel/messages';
import { useLocale } from '@client/lib/use-locale';
import { ProjectNotFound, SlideEditorBody, ToolBreadcrumb, useSlideEditorPage } from '@client/projects/editor-page';

const CarouselEditor = lazy(() => import('@client/features/carousel/components/editor').then((m) => ({ default: m.CarouselEditor })));

export function Component() {
  const { t } = useCarouselT();
  const { t: tm } = useTranslation();
  const locale = useLocale();
  const page = useSlideEditorPage('carousel', t('editor.chooseImage'));
  const title = page.project.data?.name ?? tm('tools.carousel.editorTitle');
  const back = paths.carousels(locale);

  return (
    <div className="page workspace carousel-editor-page">
      <ToolBreadcrumb kind="carousel" current={title} />
      <Link to={back} className="back-link">
        <ArrowLeft size={16} aria-hidden="true" /> {t('editor.back')}
      </Link>
      <h1 className="sr-only">{title}</h1>
      <SlideEditorBody
        page={page}
        loading={t('editor.loading')}
        notFound={<ProjectNotFound kind="carousel" title={t('editor.notFound')} back={t('editor.back')} heading="h2" />}
        editor={(p) => <CarouselEditor key={p.id} project={p} {...page.editorProps} />}
      />
    </div>
  );
}
