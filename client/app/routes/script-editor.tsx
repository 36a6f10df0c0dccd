// A script's page: loads the project, then its editor.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ArrowLeft, FileText } from 'lucide-react';
import { paths } from '@src/common/routes';
import { PageSpinner } from '@client/components/ui/spinner';
import { useActiveOrg } from '@client/services/orgs';
import { projectQuery } from '@client/projects/api';
import { ScriptEditor } from '@client/features/scripts/components/editor';
import { useScriptsT } from '@client/features/scripts/messages';
import { useLocale } from '@client/lib/use-locale';
import { useMounted } from '@client/lib/use-mounted';

export function Component() {
  const { t } = useScriptsT();
  const { t: tm } = useTranslation();
  const locale = useLocale();
  const { projectId = '' } = useParams();
  const { active } = useActiveOrg();
  const org = active?.id ?? '';
  const project = useQuery({ ...projectQuery(org, 'script', projectId), enabled: Boolean(org && projectId) });
  const mounted = useMounted();

  if (project.isError)
    return (
      <div className="page">
        <div className="empty-state">
          <FileText size={28} aria-hidden="true" />
          <h1>{tm('errors.not_found')}</h1>
          <Link className="btn btn-secondary btn-md" to={paths.scripts(locale)}>
            <ArrowLeft size={16} aria-hidden="true" /> {tm('tools.scripts.title')}
          </Link>
        </div>
      </div>
    );
  if (!mounted || !project.data) return <PageSpinner label={t('loading')} />;
  return <ScriptEditor key={project.data.id} org={org} project={project.data} />;
}
