// The body every tool's projects page shares: a spinner while the list loads,
// the empty state (or "no results" for a search), else a grid of cards, each
// opening its editor with its own cover and line of facts, and a menu to
// rename, duplicate and delete. Texts come from the page's own namespace, under
// the same keys on every page (loading, empty, emptyHint, noResults,
// newProject, open, actions, rename, duplicate, copyOf, duplicated, delete).
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Copy, Plus } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../ui/button';
import { PageSpinner } from '../ui/spinner';
import { ProjectMenu } from './project-menu';

type T = TFunction;

interface Listed {
  id: string;
  name: string;
}

interface GridProps<P extends Listed> {
  t: T;
  /** The list is not there yet (or a project is being made). */
  pending: boolean;
  projects: readonly P[];
  /** The search typed, so an empty list says "no results" rather than "nothing yet". */
  query: string;
  emptyIcon: ReactNode;
  emptyTestId: string;
  /** The empty state's hint when it needs values (else the page's `emptyHint`). */
  emptyHint?: string;
  onNew: () => void;
  label: string;
  className?: string;
  card: (project: P) => ReactNode;
}

export function ProjectGrid<P extends Listed>(props: GridProps<P>) {
  const { t, pending, projects, query, emptyIcon, emptyTestId, emptyHint, onNew, label, className, card } = props;
  if (pending) return <PageSpinner label={t('loading')} />;
  if (projects.length === 0)
    return (
      <div className="empty-state" data-testid={emptyTestId}>
        {emptyIcon}
        <h2>{query.trim() ? t('noResults') : t('empty')}</h2>
        {query.trim() ? null : (
          <>
            <p>{emptyHint ?? t('emptyHint')}</p>
            <Button icon={Plus} onClick={onNew}>
              {t('newProject')}
            </Button>
          </>
        )}
      </div>
    );
  return (
    <ul className={`project-grid${className ? ` ${className}` : ''}`} aria-label={label}>
      {projects.map((p) => card(p))}
    </ul>
  );
}

/** A copy made from the menu: named "Copy of …" (within the 100 characters a name may have), said by a toast. */
export interface Duplicator {
  mutate: (input: { id: string; name: string }, options: { onSuccess: () => void }) => void;
}

interface CardProps {
  t: T;
  project: Listed;
  to: string;
  cover: ReactNode;
  coverClassName?: string;
  /** Under the name: the kind's facts and the date. */
  meta: ReactNode;
  onRename: () => void;
  onDelete: () => void;
  duplicate?: Duplicator;
}

export function ProjectCard({ t, project: p, to, cover, coverClassName, meta, onRename, onDelete, duplicate }: CardProps) {
  return (
    <li className="project-card" data-testid="project-card">
      <Link to={to} className="project-open" aria-label={t('open', { name: p.name })}>
        <span className={`project-cover${coverClassName ? ` ${coverClassName}` : ''}`}>{cover}</span>
      </Link>
      <div className="project-meta">
        <span className="asset-name" title={p.name}>
          {p.name}
        </span>
        {meta}
      </div>
      <ProjectMenu
        label={t('actions', { name: p.name })}
        renameLabel={t('rename')}
        deleteLabel={t('delete')}
        onRename={onRename}
        onDelete={onDelete}
        extra={
          duplicate
            ? (close) => (
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
              )
            : undefined
        }
      />
    </li>
  );
}
