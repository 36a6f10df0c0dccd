// The script creator's projects: format, estimate against the target, date and
// the hook's first words; new (from a topic with the AI draft, or blank),
// rename, duplicate, delete, search and sort; an empty state.
import { FileText } from 'lucide-react';
import { NewScriptDialog } from '@client/features/scripts/components/new-script-dialog';
import { useScriptsT } from '@client/features/scripts/messages';
import { clock } from '@client/features/scripts/model/outputs';
import { formatDate } from '@client/lib/format';
import { ProjectsPage, useProjectsPage } from '@client/projects/projects-page';

export function Component() {
  const { t, i18n } = useScriptsT();
  const page = useProjectsPage('script', t);
  return (
    <ProjectsPage
      page={page}
      className="script-projects"
      emptyIcon={<FileText size={28} aria-hidden="true" />}
      emptyTestId="scripts-empty"
      coverClassName="scr-cover"
      cover={(p) =>
        p.summary.hook ? <span className="scr-cover-hook">“{p.summary.hook}”</span> : <FileText size={28} aria-hidden="true" />
      }
      facts={(p) => (
        <span className="muted small">
          {t('card', {
            format: t(`formats.${p.summary.format}`),
            estimate: clock(p.summary.estimatedSeconds),
            target: clock(p.summary.targetSeconds),
            date: formatDate(p.updatedAt, i18n.language),
          })}
        </span>
      )}
      newProject={<NewScriptDialog org={page.org} open={page.newOpen} onClose={page.closeNew} onCreate={page.create} />}
    />
  );
}
