// A subtitles project's page: loads the project, then its editor, drawn in the
// browser only (it plays the video and renders in the worker).
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ArrowLeft, Captions } from 'lucide-react';
import { paths } from '@src/common/routes';
import { PageSpinner } from '@client/components/ui/spinner';
import { useActiveOrg } from '@client/services/orgs';
import { projectQuery } from '@client/projects/api';
import { SubtitlesEditor } from '@client/features/subtitles/components/editor';
import { useSubtitlesT } from '@client/features/subtitles/messages';
import { useLocale } from '@client/lib/use-locale';
import { useMounted } from '@client/lib/use-mounted';

export function Component() {
  const { t } = useSubtitlesT();
  const { t: tm } = useTranslation();
  const locale = useLocale();
  const { projectId = '' } = useParams();
  const { active } = useActiveOrg();
  const org = active?.id ?? '';
  const project = useQuery({ ...projectQuery(org, 'subtitles', projectId), enabled: Boolean(org && projectId) });
  const mounted = useMounted();

  if (project.isError)
    return (
      <div className="page">
        <div className="empty-state">
          <Captions size={28} aria-hidden="true" />
          <h1>{tm('errors.not_found')}</h1>
          <Link className="btn btn-secondary btn-md" to={paths.subtitles(locale)}>
            <ArrowLeft size={16} aria-hidden="true" /> {tm('tools.subtitles.title')}
          </Link>
        </div>
      </div>
    );
  if (!mounted || !project.data) return <PageSpinner label={t('loading')} />;
  return <SubtitlesEditor key={project.data.id} org={org} project={project.data} />;
}
