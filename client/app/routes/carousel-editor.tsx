// The carousel editor page: loads the project, then the editor (Konva, its own
// chunk, drawn in the browser only). The page composes the media library's
// picker for image elements.
import { lazy, Suspense, useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ArrowLeft, GalleryHorizontal } from 'lucide-react';
import { assetContentPath } from '@src/common/contracts/media';
import { paths } from '@src/common/routes';
import { Breadcrumb } from '../../components/ui/breadcrumb';
import { PageSpinner } from '../../components/ui/spinner';
import { useCarouselT } from '../../features/carousel/messages';
import { useMediaPicker } from '../../features/library/components/media-picker';
import { useActiveOrg } from '../../services/orgs';
import { useLocale } from '../../lib/use-locale';
import { useMounted } from '../../lib/use-mounted';
import { projectQuery } from '../../projects/api';

const CarouselEditor = lazy(() => import('../../features/carousel/components/editor').then((m) => ({ default: m.CarouselEditor })));

export function Component() {
  const { t } = useCarouselT();
  const { t: tm } = useTranslation();
  const locale = useLocale();
  const { projectId = '' } = useParams();
  const { active } = useActiveOrg();
  const org = active?.id ?? '';
  const project = useQuery({ ...projectQuery(org, 'carousel', projectId), enabled: Boolean(org && projectId) });
  const picker = useMediaPicker(org, 'image', t('editor.chooseImage'));
  const { pick } = picker;
  const pickImage = useCallback(async () => (await pick())?.id ?? null, [pick]);
  const imageUrl = useCallback((id: string) => assetContentPath(org, id), [org]);
  const mounted = useMounted();

  return (
    <div className="page carousel-editor-page">
      <Breadcrumb
        label={tm('nav.breadcrumb')}
        items={[
          { label: tm('nav.dashboard'), to: paths.dashboard(locale) },
          { label: tm('tools.carousel.title'), to: paths.carousels(locale) },
          { label: project.data?.name ?? tm('tools.carousel.editorTitle') },
        ]}
      />
      <Link to={paths.carousels(locale)} className="back-link">
        <ArrowLeft size={16} aria-hidden="true" /> {t('editor.back')}
      </Link>
      <h1 className="sr-only">{project.data?.name ?? tm('tools.carousel.editorTitle')}</h1>
      {project.isError ? (
        <div className="empty-state">
          <GalleryHorizontal size={28} aria-hidden="true" />
          <h2>{t('editor.notFound')}</h2>
          <Link className="btn btn-secondary btn-md" to={paths.carousels(locale)}>
            {t('editor.back')}
          </Link>
        </div>
      ) : !mounted || !project.data ? (
        <PageSpinner label={t('editor.loading')} />
      ) : (
        <Suspense fallback={<PageSpinner label={t('editor.loading')} />}>
          <CarouselEditor key={project.data.id} org={org} project={project.data} imageUrl={imageUrl} pickImage={pickImage} />
        </Suspense>
      )}
      {picker.dialog}
    </div>
  );
}
