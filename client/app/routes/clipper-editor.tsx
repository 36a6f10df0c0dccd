// A clipper project's page: loads the project, then its workspace (analysis,
// moments, clips, render), drawn in the browser only: it reads media in the
// worker and plays video.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ArrowLeft, Scissors } from 'lucide-react';
import { paths } from '@src/common/routes';
import { PageSpinner } from '@client/components/ui/spinner';
import { projectQuery } from '@client/projects/api';
import { ClipWorkspace } from '@client/features/clipper/components/workspace';
import { useClipperT } from '@client/features/clipper/messages';
import { useActiveOrg } from '@client/services/orgs';
import { useLocale } from '@client/lib/use-locale';
import { useMounted } from '@client/lib/use-mounted';

export function Component() {
  const { t } = useClipperT();
  const { t: tm } = useTranslation();
  const locale = useLocale();
  const { projectId = '' } = useParams();
  const { active } = useActiveOrg();
  const org = active?.id ?? '';
  const project = useQuery({ ...projectQuery(org, 'clip', projectId), enabled: Boolean(org && projectId) });
  const mounted = useMounted();

  if (project.isError)
    return (
      <div className="page">
        <div className="empty-state">
          <Scissors size={28} aria-hidden="true" />
          <h1>{tm('errors.not_found')}</h1>
          <Link className="btn btn-secondary btn-md" to={paths.clipper(locale)}>
            <ArrowLeft size={16} aria-hidden="true" /> {tm('tools.clipper.title')}
          </Link>
        </div>
      </div>
    );
  if (!mounted || !project.data) return <PageSpinner label={t('loading')} />;
  return <ClipWorkspace key={project.data.id} org={org} project={project.data} />;
}
