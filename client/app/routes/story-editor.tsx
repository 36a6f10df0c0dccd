// A story's page: loads the project, then its editor (Konva, its own chunk,
// drawn in the browser only). The page composes the media library's picker
// for image elements, as the carousel's page does.
import { lazy, Suspense, useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ArrowLeft, BookOpen } from 'lucide-react';
import { assetContentPath } from '@src/common/contracts/media';
import { paths } from '@src/common/routes';
import { Breadcrumb } from '@client/components/ui/breadcrumb';
import { PageSpinner } from '@client/components/ui/spinner';
import { useMediaPicker } from '@client/features/library/components/media-picker';
import { useActiveOrg } from '@client/services/orgs';
import { projectQuery } from '@client/projects/api';
import { useStoriesT } from '@client/features/stories/messages';
import { useLocale } from '@client/lib/use-locale';
import { useMounted } from '@client/lib/use-mounted';

const StoryEditor = lazy(() => import('@client/features/stories/components/editor').then((m) => ({ default: m.StoryEditor })));

export function Component() {
  const { t } = useStoriesT();
  const { t: tm } = useTranslation();
  const locale = useLocale();
  const { projectId = '' } = useParams();
  const { active } = useActiveOrg();
  const org = active?.id ?? '';
  const project = useQuery({ ...projectQuery(org, 'story', projectId), enabled: Boolean(org && projectId) });
  const picker = useMediaPicker(org, 'image', t('editor.addImage'));
  const { pick } = picker;
  const pickImage = useCallback(async () => (await pick())?.id ?? null, [pick]);
  const imageUrl = useCallback((id: string) => assetContentPath(org, id), [org]);
  const mounted = useMounted();

  return (
    <div className="page carousel-editor-page story-editor-page">
      <Breadcrumb
        label={tm('nav.breadcrumb')}
        items={[
          { label: tm('nav.dashboard'), to: paths.dashboard(locale) },
          { label: tm('tools.stories.title'), to: paths.stories(locale) },
          { label: project.data?.name ?? tm('tools.stories.editorTitle') },
        ]}
      />
      {project.isError ? (
        <div className="empty-state">
          <BookOpen size={28} aria-hidden="true" />
          <h1>{t('editor.notFound')}</h1>
          <Link className="btn btn-secondary btn-md" to={paths.stories(locale)}>
            <ArrowLeft size={16} aria-hidden="true" /> {t('editor.back')}
          </Link>
        </div>
      ) : !mounted || !project.data ? (
        <PageSpinner label={t('editor.loading')} />
      ) : (
        <Suspense fallback={<PageSpinner label={t('editor.loading')} />}>
          <StoryEditor key={project.data.id} org={org} project={project.data} imageUrl={imageUrl} pickImage={pickImage} />
        </Suspense>
      )}
      {picker.dialog}
    </div>
  );
}
