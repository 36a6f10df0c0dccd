// The top of every tool's projects page: its title and one line on what it
// does, the trash of its kind and "New", then search by name and sort. The
// page brings its words.
import type { ReactNode } from 'react';
import { Plus } from 'lucide-react';
import type { TFunction } from 'i18next';
import { PROJECT_SORTS } from '@src/common/contracts/carousel';
import type { ProjectKind } from '@src/common/contracts/projects';
import { Button } from '../ui/button';
import { TrashButton } from './trash-dialog';
import { Options } from '@client/components/ui/options';
import { SearchInput } from '../ui/field';

export type ProjectSort = (typeof PROJECT_SORTS)[number];

interface Props {
  title: string;
  /** The page's own messages: subtitle, newProject, search, sort, sorts.<sort>. */
  t: TFunction;
  canCreate: boolean;
  onNew: () => void;
  q: string;
  onQ: (q: string) => void;
  sort: ProjectSort;
  onSort: (s: ProjectSort) => void;
  /** The organization and the kind whose deleted projects the Trash button lists. */
  trash?: { org: string; kind: ProjectKind };
  /** Under the subtitle: a tool's own status line (the image editor's, spec section 2). */
  status?: ReactNode;
}

export function ProjectsHeader({ title, t, canCreate, onNew, q, onQ, sort, onSort, trash, status }: Props) {
  return (
    <>
      <header className="library-header">
        <div>
          <h1 className="page-title">{title}</h1>
          <p className="muted">{t('subtitle')}</p>
          {status}
        </div>
        <div className="row-actions">
          {trash ? <TrashButton org={trash.org} kind={trash.kind} /> : null}
          <Button icon={Plus} onClick={onNew} disabled={!canCreate}>
            {t('newProject')}
          </Button>
        </div>
      </header>
      <div className="library-toolbar">
        <SearchInput label={t('search')} value={q} onChange={onQ} />
        <select className="input input-auto" aria-label={t('sort')} value={sort} onChange={(e) => onSort(e.target.value as ProjectSort)}>
          <Options values={PROJECT_SORTS} label={(s) => t(`sorts.${s}`)} />
        </select>
      </div>
    </>
  );
}
