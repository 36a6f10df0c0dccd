// The board's filters: search by name, tool, status, assignee, tag, due date and brand kit.
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberView } from '@src/common/contracts/orgs';
import { PROJECT_KINDS } from '@src/common/contracts/projects';
import { WORKFLOW_STATUSES } from '@src/common/contracts/workflow';
import { SearchInput } from '@client/components/ui/field';
import { Options } from '@client/components/ui/options';
import { PROJECT_KIND_INFO } from '@client/projects/kinds';
import { useWorkflowT } from '@client/projects/workflow';
import type { BoardFilters } from './model';
import { usePmT } from './messages';

interface Props {
  value: BoardFilters;
  onChange: (f: BoardFilters) => void;
  members: MemberView[];
  tags: string[];
  /** The organization's brand kits (the kit filter shows when there is one). */
  kits: ReadonlyArray<{ id: string; name: string }>;
}

/** Memoized: the board's deferred render (the projects following the filters) leaves the controls as they are. */
export const Filters = memo(function Filters({ value, onChange, members, tags, kits }: Props) {
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
      <FilterSelect label={t('filters.tool')} any={t('filters.anyTool')} value={value.kind} onChange={set('kind')}>
        <Options values={PROJECT_KINDS} label={(k) => tm(`catalogue.${PROJECT_KIND_INFO[k].tool}.name`)} />
      </FilterSelect>
      <FilterSelect label={t('filters.status')} any={t('filters.anyStatus')} value={value.status} onChange={set('status')}>
        <Options values={WORKFLOW_STATUSES} label={(s) => tw(`statuses.${s}`)} />
      </FilterSelect>
      <FilterSelect label={t('filters.assignee')} any={t('filters.anyAssignee')} value={value.assignee} onChange={set('assignee')}>
        {members.map((m) => (
          <option key={m.userId} value={m.userId}>
            {m.displayName || m.email}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect label={t('filters.tag')} any={t('filters.anyTag')} value={value.tag} onChange={set('tag')}>
        <Options values={tags} label={(tag) => `#${tag}`} />
      </FilterSelect>
      <FilterSelect label={t('filters.due')} any={t('filters.anyDue')} value={value.due} onChange={set('due')}>
        <option value="overdue">{t('filters.overdue')}</option>
        <option value="week">{t('filters.week')}</option>
      </FilterSelect>
      {kits.length > 0 ? (
        <FilterSelect label={t('filters.kit')} any={t('filters.anyKit')} value={value.kit} onChange={set('kit')}>
          {kits.map((k) => (
            <option key={k.id} value={k.id}>
              {k.name}
            </option>
          ))}
        </FilterSelect>
      ) : null}
    </div>
  );
});

/** One filter: a labelled select whose first choice, "any", is the empty value. */
function FilterSelect<V extends string>(props: {
  label: string;
  any: string;
  value: V | '';
  onChange: (v: V | '') => void;
  children: ReactNode;
}) {
  return (
    <select
      className="input input-auto"
      aria-label={props.label}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value as V | '')}
    >
      <option value="">{props.any}</option>
      {props.children}
    </select>
  );
}
