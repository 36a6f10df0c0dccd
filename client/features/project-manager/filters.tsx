// The board's filters: search by name, tool, status, assignee, tag and due date.
import { useTranslation } from 'react-i18next';
import type { MemberView } from '@src/common/contracts/orgs';
import { PROJECT_KINDS, type ProjectKind } from '@src/common/contracts/projects';
import { WORKFLOW_STATUSES, type WorkflowStatus } from '@src/common/contracts/workflow';
import { SearchInput } from '@client/components/ui/field';
import { Options } from '@client/components/ui/options';
import { PROJECT_KIND_INFO } from '@client/projects/kinds';
import { useWorkflowT } from '@client/projects/workflow';
import type { BoardFilters, DueFilter } from './model';
import { usePmT } from './messages';

interface Props {
  value: BoardFilters;
  onChange: (f: BoardFilters) => void;
  members: MemberView[];
  tags: string[];
}

export function Filters({ value, onChange, members, tags }: Props) {
  const { t } = usePmT();
  const { t: tw } = useWorkflowT();
  const { t: tm } = useTranslation();
  const set =
    <K extends keyof BoardFilters>(key: K) =>
    (v: BoardFilters[K]) =>
      onChange({ ...value, [key]: v });
  return (
    <div className="library-toolbar pm-filters">
      <SearchInput label={t('filters.search')} value={value.q} onChange={set('q')} />
      <select
        className="input input-auto"
        aria-label={t('filters.tool')}
        value={value.kind}
        onChange={(e) => set('kind')(e.target.value as ProjectKind | '')}
      >
        <option value="">{t('filters.anyTool')}</option>
        <Options values={PROJECT_KINDS} label={(k) => tm(`catalogue.${PROJECT_KIND_INFO[k].tool}.name`)} />
      </select>
      <select
        className="input input-auto"
        aria-label={t('filters.status')}
        value={value.status}
        onChange={(e) => set('status')(e.target.value as WorkflowStatus | '')}
      >
        <option value="">{t('filters.anyStatus')}</option>
        <Options values={WORKFLOW_STATUSES} label={(s) => tw(`statuses.${s}`)} />
      </select>
      <select
        className="input input-auto"
        aria-label={t('filters.assignee')}
        value={value.assignee}
        onChange={(e) => set('assignee')(e.target.value)}
      >
        <option value="">{t('filters.anyAssignee')}</option>
        {members.map((m) => (
          <option key={m.userId} value={m.userId}>
            {m.displayName || m.email}
          </option>
        ))}
      </select>
      <select className="input input-auto" aria-label={t('filters.tag')} value={value.tag} onChange={(e) => set('tag')(e.target.value)}>
        <option value="">{t('filters.anyTag')}</option>
        <Options values={tags} label={(tag) => `#${tag}`} />
      </select>
      <select
        className="input input-auto"
        aria-label={t('filters.due')}
        value={value.due}
        onChange={(e) => set('due')(e.target.value as DueFilter)}
      >
        <option value="">{t('filters.anyDue')}</option>
        <option value="overdue">{t('filters.overdue')}</option>
        <option value="week">{t('filters.week')}</option>
      </select>
    </div>
  );
}
