// The script creator's projects: format, estimate against the target, date and
// the hook's first words; new (from a topic with the AI draft, or blank),
// rename, duplicate, delete, search and sort; an empty state.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FileText } from 'lucide-react';
import { paths } from '@src/common/routes';
import { Breadcrumb } from '@client/components/ui/breadcrumb';
import { ProjectDialogs, projectDialogCalls, projectDialogTexts } from '@client/components/projects/project-dialogs';
import { useTrashUndo } from '@client/components/projects/trash-dialog';
import { ProjectCard, ProjectGrid } from '@client/components/projects/project-grid';
import { ProjectsHeader, type ProjectSort } from '@client/components/projects/projects-header';
import { useActiveOrg } from '@client/features/orgs/api/orgs';
import {
  scriptProjectsQuery,
  useCreateScriptProject,
  useDeleteScriptProject,
  useDuplicateScriptProject,
  useRenameScriptProject,
  type ScriptProjectItem,
} from '@client/features/scripts/api';
import { NewScriptDialog } from '@client/features/scripts/components/new-script-dialog';
import { useScriptsT } from '@client/features/scripts/messages';
import { clock } from '@client/features/scripts/model/outputs';
import { formatDate } from '@client/lib/format';
import { useLocale } from '@client/lib/use-locale';
import { toast } from 'sonner';

type Dialogs = { type: 'rename'; p: ScriptProjectItem } | { type: 'delete'; p: ScriptProjectItem } | null;

export function Component() {
  const { t, i18n } = useScriptsT();
  const { t: tm } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const { active } = useActiveOrg();
  const org = active?.id ?? '';
  const [q, setQ] = useState('');
  const [sort, setSort] = useState<ProjectSort>('updated');
  const [dialog, setDialog] = useState<Dialogs>(null);
  const [creating, setCreating] = useState(false);
  const list = useQuery({ ...scriptProjectsQuery(org, q, sort), enabled: Boolean(org) });
  const create = useCreateScriptProject(org);
  const rename = useRenameScriptProject(org);
  const duplicate = useDuplicateScriptProject(org);
  const remove = useDeleteScriptProject(org);
  const trash = useTrashUndo(org);
  const projects = list.data ?? [];
  const newProject = () => setCreating(true);

  return (
    <div className="page script-projects">
      <Breadcrumb
        label={tm('nav.breadcrumb')}
        items={[{ label: tm('nav.dashboard'), to: paths.dashboard(locale) }, { label: tm('tools.scripts.title') }]}
      />
      <ProjectsHeader
        title={tm('tools.scripts.title')}
        t={t}
        canCreate={Boolean(org)}
        onNew={newProject}
        q={q}
        onQ={setQ}
        sort={sort}
        onSort={setSort}
        trash={{ org, kind: 'script' }}
      />
      <ProjectGrid
        t={t}
        pending={!org || list.isPending}
        projects={projects}
        query={q}
        emptyIcon={<FileText size={28} aria-hidden="true" />}
        emptyTestId="scripts-empty"
        onNew={newProject}
        label={tm('tools.scripts.title')}
        card={(p) => (
          <ProjectCard
            key={p.id}
            t={t}
            project={p}
            to={paths.scriptEditor(locale, p.id)}
            coverClassName="scr-cover"
            cover={p.summary.hook ? <span className="scr-cover-hook">“{p.summary.hook}”</span> : <FileText size={28} aria-hidden="true" />}
            meta={
              <span className="muted small">
                {t('card', {
                  format: t(`formats.${p.summary.format}`),
                  estimate: clock(p.summary.estimatedSeconds),
                  target: clock(p.summary.targetSeconds),
                  date: formatDate(p.updatedAt, i18n.language),
                })}
              </span>
            }
            onRename={() => setDialog({ type: 'rename', p })}
            onDelete={() => setDialog({ type: 'delete', p })}
            duplicate={duplicate}
          />
        )}
      />
      <NewScriptDialog
        org={org}
        open={creating}
        onClose={() => setCreating(false)}
        onCreate={async (name, document) => {
          const p = await create.mutateAsync({ name, document });
          toast.success(t('created'));
          navigate(paths.scriptEditor(locale, p.id));
        }}
      />
      <ProjectDialogs
        dialog={dialog}
        texts={projectDialogTexts(t, trash)}
        onClose={() => setDialog(null)}
        {...projectDialogCalls<ScriptProjectItem>(t, rename, remove, trash)}
      />
    </div>
  );
}
