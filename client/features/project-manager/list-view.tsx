// The list view: one row per project, chosen by checkbox, with one status
// change for every chosen row; each row is answered on its own, so a project
// someone else changed first is named, not overwritten. With thousands of
// projects (decision 070) it draws its first rows and a "Show more"; rows are
// memoized, so a filter change draws only the rows it brings.
import { memo, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MemberView } from '@src/common/contracts/orgs';
import { WORKFLOW_STATUSES, type WorkflowStatus } from '@src/common/contracts/workflow';
import { Button } from '@client/components/ui/button';
import { Options } from '@client/components/ui/options';
import { useLocale } from '@client/lib/use-locale';
import { PROJECT_KIND_INFO, type ProjectItem } from '@client/projects/kinds';
import { formatDay, useWorkflowT, WorkflowBadges } from '@client/projects/workflow';
import { BulkAddControls, type BulkAdd } from './bulk-add';
import { usePmT } from './messages';
import { capped, LIST_PAGE } from './model';

interface Props {
  projects: ProjectItem[];
  memberName: (userId: string) => string;
  /** A status for every chosen project, or a member or tag added to each one's own. */
  onBulk: (projects: ProjectItem[], change: { status: WorkflowStatus } | BulkAdd) => Promise<void>;
  members: MemberView[];
  busy: boolean;
  onDetails: (p: ProjectItem) => void;
}

export function ListView({ projects, memberName, onBulk, busy, onDetails, members }: Props) {
  const { t } = usePmT();
  const { t: tw } = useWorkflowT();
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [status, setStatus] = useState<WorkflowStatus>('in_review');
  const picked = projects.filter((p) => chosen.has(p.id));
  const toggle = useCallback((id: string) => setChosen((s) => (s.has(id) ? (s.delete(id), new Set(s)) : new Set(s.add(id)))), []);
  const all = projects.length > 0 && picked.length === projects.length;
  const [limit, setLimit] = useState(LIST_PAGE);
  const { shown, hidden } = capped(projects, limit);
  return (
    <div className="pm-list">
      <div className="pm-bulk library-toolbar">
        <span className="muted small">{t('bulk.selected', { count: picked.length })}</span>
        <select
          className="input input-auto"
          aria-label={t('bulk.setStatus')}
          value={status}
          onChange={(e) => setStatus(e.target.value as WorkflowStatus)}
        >
          <Options values={WORKFLOW_STATUSES} label={(s) => tw(`statuses.${s}`)} />
        </select>
        <Button
          size="sm"
          disabled={picked.length === 0 || busy}
          onClick={async () => {
            await onBulk(picked, { status });
            setChosen(new Set());
          }}
        >
          {t('bulk.apply')}
        </Button>
        <BulkAddControls
          members={members}
          disabled={picked.length === 0 || busy}
          onAdd={async (change) => {
            await onBulk(picked, change);
            setChosen(new Set());
          }}
        />
      </div>
      <div className="pm-table-wrap">
        <table className="pm-table">
          <caption className="sr-only">{t('table.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">
                <input
                  type="checkbox"
                  className="checkbox"
                  aria-label={t('table.selectAll')}
                  checked={all}
                  onChange={() => setChosen(all ? new Set() : new Set(projects.map((p) => p.id)))}
                />
              </th>
              {(['name', 'tool', 'status', 'assignees', 'due', 'priority', 'tags'] as const).map((c) => (
                <th key={c} scope="col">
                  {t(`table.${c}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((p) => (
              <Row key={p.id} p={p} checked={chosen.has(p.id)} onToggle={toggle} memberName={memberName} onDetails={onDetails} />
            ))}
          </tbody>
        </table>
      </div>
      {hidden > 0 ? (
        <p className="pm-more small">
          <span className="muted">{t('showing', { shown: shown.length, total: projects.length })}</span>{' '}
          <button type="button" className="link-btn" data-testid="pm-show-more" onClick={() => setLimit(limit + LIST_PAGE)}>
            {t('showMore', { count: Math.min(hidden, LIST_PAGE), hidden })}
          </button>
        </p>
      ) : null}
    </div>
  );
}

interface RowProps {
  p: ProjectItem;
  checked: boolean;
  onToggle: (id: string) => void;
  memberName: (userId: string) => string;
  onDetails: (p: ProjectItem) => void;
}

const Row = memo(function Row({ p, checked, onToggle, memberName, onDetails }: RowProps) {
  const { t } = usePmT();
  const { t: tw, i18n } = useWorkflowT();
  const { t: tm } = useTranslation();
  const locale = useLocale();
  const info = PROJECT_KIND_INFO[p.kind];
  return (
    <tr data-testid="pm-row" data-project={p.id}>
      <td>
        <input
          type="checkbox"
          className="checkbox"
          aria-label={t('table.select', { name: p.name })}
          checked={checked}
          onChange={() => onToggle(p.id)}
        />
      </td>
      <th scope="row">
        <Link to={info.editor(locale, p.id)} aria-label={t('open', { name: p.name })}>
          {p.name}
        </Link>{' '}
        <button type="button" className="link-btn small" aria-label={t('details.open', { name: p.name })} onClick={() => onDetails(p)}>
          {t('details.button')}
        </button>
      </th>
      <td>{tm(`catalogue.${info.tool}.name`)}</td>
      <td>
        <WorkflowBadges workflow={{ ...p.workflow, dueDate: null }} />
      </td>
      <td>
        {p.workflow.assignees.length ? p.workflow.assignees.map(memberName).join(', ') : <span className="muted">{t('nobody')}</span>}
      </td>
      <td>{p.workflow.dueDate ? formatDay(p.workflow.dueDate, i18n.language) : '—'}</td>
      <td>{tw(`priorities.${p.workflow.priority}`)}</td>
      <td>{p.workflow.tags.length ? p.workflow.tags.map((tag) => `#${tag}`).join(' ') : <span className="muted">{t('untagged')}</span>}</td>
    </tr>
  );
});
