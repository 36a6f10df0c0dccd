// The script creator's projects: format, estimate against the target, date and
// the hook's first words; new (from a topic with the AI draft, or blank),
// rename, duplicate, delete, search and sort; an empty state.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Copy, FileText, Plus } from 'lucide-react';
import { paths } from '@src/common/routes';
import { Breadcrumb } from '@client/components/ui/breadcrumb';
import { Button } from '@client/components/ui/button';
import { ProjectDialogs, projectDialogTexts } from '@client/components/projects/project-dialogs';
import { ProjectMenu } from '@client/components/projects/project-menu';
import { ProjectsHeader, type ProjectSort } from '@client/components/projects/projects-header';
import { PageSpinner } from '@client/components/ui/spinner';
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
      />
      {!org || list.isPending ? (
        <PageSpinner label={t('loading')} />
      ) : projects.length === 0 ? (
        <div className="empty-state" data-testid="scripts-empty">
          <FileText size={28} aria-hidden="true" />
          <h2>{q.trim() ? t('noResults') : t('empty')}</h2>
          {q.trim() ? null : (
            <>
              <p>{t('emptyHint')}</p>
              <Button icon={<Plus size={16} aria-hidden="true" />} onClick={newProject}>
                {t('newProject')}
              </Button>
            </>
          )}
        </div>
      ) : (
        <ul className="project-grid" aria-label={tm('tools.scripts.title')}>
          {projects.map((p) => (
            <li key={p.id} className="project-card" data-testid="project-card">
              <Link to={paths.scriptEditor(locale, p.id)} className="project-open" aria-label={t('open', { name: p.name })}>
                <span className="project-cover scr-cover">
                  {p.summary.hook ? <span className="scr-cover-hook">“{p.summary.hook}”</span> : <FileText size={28} aria-hidden="true" />}
                </span>
              </Link>
              <div className="project-meta">
                <span className="asset-name" title={p.name}>
                  {p.name}
                </span>
                <span className="muted small">
                  {t('card', {
                    format: t(`formats.${p.summary.format}`),
                    estimate: clock(p.summary.estimatedSeconds),
                    target: clock(p.summary.targetSeconds),
                    date: formatDate(p.updatedAt, i18n.language),
                  })}
                </span>
              </div>
              <ProjectMenu
                label={t('actions', { name: p.name })}
                renameLabel={t('rename')}
                deleteLabel={t('delete')}
                onRename={() => setDialog({ type: 'rename', p })}
                onDelete={() => setDialog({ type: 'delete', p })}
                extra={(close) => (
                  <button
                    type="button"
                    role="menuitem"
                    className="menu-item"
                    onClick={() => {
                      close();
                      duplicate.mutate(
                        { id: p.id, name: t('copyOf', { name: p.name }).slice(0, 100) },
                        { onSuccess: () => toast.success(t('duplicated')) },
                      );
                    }}
                  >
                    <Copy size={16} aria-hidden="true" />
                    <span>{t('duplicate')}</span>
                  </button>
                )}
              />
            </li>
          ))}
        </ul>
      )}
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
        texts={projectDialogTexts(t)}
        onClose={() => setDialog(null)}
        onRename={async (p: ScriptProjectItem, name: string) => {
          await rename.mutateAsync({ id: p.id, name, baseVersion: p.version });
          toast.success(t('renamed'));
        }}
        onDelete={async (p: ScriptProjectItem) => {
          await remove.mutateAsync(p.id);
          toast.success(t('deleted'));
        }}
      />
    </div>
  );
}
