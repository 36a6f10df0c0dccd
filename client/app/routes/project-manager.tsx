// The project manager (issue 35, decision 052): every project of the
// organization, of every kind, on a board by status, in a list or on a calendar
// by due date; filters (tool, status, assignee, tag, due date, brand kit) and
// search, a move by drag or menu, a bulk status change, and each project opens
// in its own editor.
import { useCallback, useDeferredValue, useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { SquareKanban } from 'lucide-react';
import type { WorkflowStatus } from '@src/common/contracts/workflow';
import { PageHeader } from '@client/components/ui/page-header';
import { Segmented } from '@client/components/ui/segmented';
import { QueryView } from '@client/components/ui/query-view';
import { EmptyState } from '@client/components/ui/states';
import { Board } from '@client/features/project-manager/board';
import { useBulkWorkflow, boardQuery, useUpdateWorkflow } from '@client/features/project-manager/api';
import type { BulkAdd } from '@client/features/project-manager/bulk-add';
import { ApprovalSetting } from '@client/features/project-manager/approval-setting';
import { DetailsDialog } from '@client/features/project-manager/details';
import { Filters } from '@client/features/project-manager/filters';
import { ListView } from '@client/features/project-manager/list-view';
import { CalendarView } from '@client/features/project-manager/calendar-view';
import { postsQuery } from '@client/features/publishing/api';
import { PostLinks, postsByDay } from '@client/features/publishing/posts-calendar';
import { usePostDrag } from '@client/features/publishing/use-post-drag';
import { usePmT } from '@client/features/project-manager/messages';
import { filterProjects, NO_FILTERS, tagsInUse, type BoardFilters } from '@client/features/project-manager/model';
import type { ProjectItem } from '@client/projects/kinds';
import { useWorkflowT } from '@client/projects/workflow';
import { localDay } from '@client/projects/workflow-days';
import { membersQuery, useActiveOrg } from '@client/services/orgs';
import { kitsQuery } from '@client/services/brand-kits';

const VIEWS = ['board', 'list', 'calendar'] as const;
type View = (typeof VIEWS)[number];

/** One empty list for every render: a new `[]` would draw the memoized filters again. */
const NONE: never[] = [];

export function Component() {
  const { t } = usePmT();
  const { t: tw } = useWorkflowT();
  const { t: tm } = useTranslation();
  const { active, org } = useActiveOrg();
  const [view, setView] = useState<View>('board');
  const [filters, setFilters] = useState<BoardFilters>(NO_FILTERS);
  // The id, not the item: the dialog always shows the board's latest copy (after a save, a conflict or a review).
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const list = useQuery({ ...boardQuery(org), enabled: Boolean(org) });
  const members = useQuery({ ...membersQuery(org), enabled: Boolean(org) });
  const kits = useQuery({ ...kitsQuery(org), enabled: Boolean(org) });
  const move = useUpdateWorkflow(org);
  const bulk = useBulkWorkflow(org);
  // With 2,000 projects (decision 070) what the board and the list get stays the same object until it
  // changes, so their memoized cards and rows draw again only when theirs did; the filters answer a key at
  // once and the projects follow in a deferred render React may interrupt for the next key.
  const memberName = useMemo(() => {
    const names = new Map((members.data ?? []).map((m) => [m.userId, m.displayName || m.email]));
    return (id: string) => names.get(id) ?? '—';
  }, [members.data]);
  const all = useMemo(() => list.data ?? [], [list.data]);
  const deferred = useDeferredValue(filters);
  // Read again when the day turns (overdue, this week), not on every render.
  const today = localDay(new Date());
  const shown = useMemo(() => filterProjects(all, deferred, new Date(`${today}T12:00`)), [all, deferred, today]);
  // The calendar shows the organization's scheduled and published posts too (decision 077); read only when it is open.
  const posts = useQuery({ ...postsQuery(org), enabled: Boolean(org) && view === 'calendar' });
  const postsOnDay = useMemo(() => postsByDay(posts.data ?? []), [posts.data]);
  const postDrag = usePostDrag(org, posts.data);
  const tags = useMemo(() => tagsInUse(all), [all]);
  const details = all.find((p) => p.id === detailsId) ?? null;
  const onDetails = useCallback((p: ProjectItem) => setDetailsId(p.id), []);

  const mutate = useRef(move.mutate);
  mutate.current = move.mutate;
  const words = useRef({ t, tw });
  words.current = { t, tw };
  const onMove = useCallback(
    (p: ProjectItem, status: WorkflowStatus) =>
      mutate.current(
        { id: p.id, workflowVersion: p.workflow.workflowVersion, status },
        {
          onSuccess: () => toast.success(words.current.t('moved', { name: p.name, status: words.current.tw(`statuses.${status}`) })),
        },
      ),
    [],
  );
  const onBulk = async (picked: ProjectItem[], change: { status: WorkflowStatus } | BulkAdd) => {
    const { results } = await bulk.mutateAsync({
      items: picked.map((p) => ({ id: p.id, workflowVersion: p.workflow.workflowVersion })),
      ...change,
    });
    const refused = results.filter((r) => !r.ok).length;
    if (results.length > refused) toast.success(t('bulk.done', { count: results.length - refused }));
    if (refused) toast.error(t('bulk.refused', { count: refused }));
  };

  return (
    <div className="page pm-page">
      <PageHeader
        title={tm('catalogue.project_manager.name')}
        subtitle={t('subtitle')}
        actions={<Segmented label={t('views.label')} values={VIEWS} value={view} name={(v) => t(`views.${v}`)} onChange={setView} />}
      />
      {active && active.role !== 'member' ? <ApprovalSetting org={org} /> : null}
      <Filters value={filters} onChange={setFilters} members={members.data ?? NONE} tags={tags} kits={kits.data ?? NONE} />
      <QueryView query={list} ready={Boolean(org)} words={{ loading: t('loading'), error: t('error'), retry: t('retry') }}>
        {() =>
          all.length === 0 ? (
            <EmptyState icon={SquareKanban} title={t('empty')} hint={t('emptyHint')} testId="pm-empty" />
          ) : shown.length === 0 ? (
            <EmptyState title={t('noMatch')} testId="pm-no-match" />
          ) : view === 'board' ? (
            <Board projects={shown} onMove={onMove} memberName={memberName} onDetails={onDetails} />
          ) : view === 'calendar' ? (
            <CalendarView
              projects={shown}
              onDetails={onDetails}
              dayExtra={(day) => <PostLinks posts={postsOnDay.get(day)} drag={postDrag} />}
              dayDrop={(day) => postDrag.target({ day }, day >= postDrag.today)}
            />
          ) : (
            <ListView
              projects={shown}
              memberName={memberName}
              onBulk={onBulk}
              busy={bulk.isPending}
              onDetails={onDetails}
              members={members.data ?? []}
            />
          )
        }
      </QueryView>
      <DetailsDialog
        org={org}
        project={details}
        members={members.data ?? []}
        tagsInUse={tags}
        isAdmin={Boolean(active && active.role !== 'member')}
        onClose={() => setDetailsId(null)}
      />
    </div>
  );
}
