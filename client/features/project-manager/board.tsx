// The board: one column per status; a card moves by dragging it onto another
// column (pointer) or by its menu (keyboard, touch). The board scrolls
// sideways inside itself, so a phone's page never does.
import { useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MoreHorizontal, SlidersHorizontal } from 'lucide-react';
import type { WorkflowStatus } from '@src/common/contracts/workflow';
import { WORKFLOW_STATUSES } from '@src/common/contracts/workflow';
import { Menu } from '@client/components/ui/menu';
import { useLocale } from '@client/lib/use-locale';
import { PROJECT_KIND_INFO, type ProjectItem } from '@client/projects/kinds';
import { useWorkflowT, WorkflowBadges } from '@client/projects/workflow';
import { columns } from './model';
import { usePmT } from './messages';

const DRAG_TYPE = 'application/x-palco-project';

export interface MoveProps {
  onMove: (p: ProjectItem, status: WorkflowStatus) => void;
  memberName: (userId: string) => string;
  /** Opens the project's details dialog (assignees, due date, tags, priority, review). */
  onDetails: (p: ProjectItem) => void;
}

export function Board({ projects, onMove, memberName, onDetails }: MoveProps & { projects: ProjectItem[] }) {
  const { t } = usePmT();
  const { t: tw } = useWorkflowT();
  const [over, setOver] = useState<WorkflowStatus | null>(null);
  const byId = new Map(projects.map((p) => [p.id, p]));
  const drop = (status: WorkflowStatus) => (e: DragEvent) => {
    e.preventDefault();
    setOver(null);
    const p = byId.get(e.dataTransfer.getData(DRAG_TYPE));
    if (p && p.workflow.status !== status) onMove(p, status);
  };
  return (
    <div className="pm-board" role="region" aria-label={t('board')} tabIndex={0}>
      {columns(projects).map((col) => (
        <section
          key={col.status}
          className={`pm-column${over === col.status ? ' pm-over' : ''}`}
          data-status={col.status}
          aria-label={t('column', { status: tw(`statuses.${col.status}`), count: col.projects.length })}
          onDragOver={(e) => {
            if (!e.dataTransfer.types.includes(DRAG_TYPE)) return;
            e.preventDefault();
            setOver(col.status);
          }}
          onDragLeave={() => setOver((s) => (s === col.status ? null : s))}
          onDrop={drop(col.status)}
        >
          <h2 className="pm-column-title">
            <span className={`wf-dot wf-${col.status}`} aria-hidden="true" />
            {tw(`statuses.${col.status}`)}
            <span className="muted small">{col.projects.length}</span>
          </h2>
          <ul className="pm-cards">
            {col.projects.map((p) => (
              <BoardCard key={p.id} p={p} onMove={onMove} memberName={memberName} onDetails={onDetails} />
            ))}
            {col.projects.length === 0 ? <li className="muted small pm-empty-column">{t('emptyColumn')}</li> : null}
          </ul>
        </section>
      ))}
    </div>
  );
}

function BoardCard({ p, onMove, memberName, onDetails }: MoveProps & { p: ProjectItem }) {
  const { t } = usePmT();
  const { t: tw } = useWorkflowT();
  const { t: tm } = useTranslation();
  const locale = useLocale();
  const info = PROJECT_KIND_INFO[p.kind];
  const Icon = info.icon;
  return (
    <li
      className="card pm-card"
      data-testid="pm-card"
      data-project={p.id}
      draggable
      onDragStart={(e) => {
        e.dataTransfer.setData(DRAG_TYPE, p.id);
        e.dataTransfer.effectAllowed = 'move';
      }}
    >
      <div className="pm-card-head">
        <Link className="pm-card-name" to={info.editor(locale, p.id)} aria-label={t('open', { name: p.name })} draggable={false}>
          {p.name}
        </Link>
        <button type="button" className="icon-btn" aria-label={t('details.open', { name: p.name })} onClick={() => onDetails(p)}>
          <SlidersHorizontal size={16} aria-hidden="true" />
        </button>
        <Menu label={t('cardActions', { name: p.name })} trigger={<MoreHorizontal size={16} aria-hidden="true" />}>
          {(close) =>
            WORKFLOW_STATUSES.filter((s) => s !== p.workflow.status).map((s) => (
              <button
                key={s}
                type="button"
                role="menuitem"
                className="menu-item"
                onClick={() => {
                  close();
                  onMove(p, s);
                }}
              >
                <span className={`wf-dot wf-${s}`} aria-hidden="true" />
                <span>{t('moveTo', { status: tw(`statuses.${s}`) })}</span>
              </button>
            ))
          }
        </Menu>
      </div>
      <span className="muted small pm-tool">
        <Icon size={14} aria-hidden="true" /> {tm(`catalogue.${info.tool}.name`)}
      </span>
      <WorkflowBadges workflow={p.workflow} showStatus={false} />
      {p.workflow.priority === 'normal' && p.workflow.tags.length === 0 && p.workflow.assignees.length === 0 ? null : (
        <div className="pm-card-foot">
          {p.workflow.priority !== 'normal' ? (
            <span className={`badge pm-priority pm-${p.workflow.priority}`}>{tw(`priorities.${p.workflow.priority}`)}</span>
          ) : null}
          {p.workflow.tags.map((tag) => (
            <span key={tag} className="pm-tag">
              #{tag}
            </span>
          ))}
          {p.workflow.assignees.length > 0 ? <span className="muted small">{p.workflow.assignees.map(memberName).join(', ')}</span> : null}
        </div>
      )}
    </li>
  );
}
