// Every tool's projects page, once: breadcrumb, header (title, trash, "New",
// search, sort), the grid of cards with their rename / duplicate / delete, and the
// dialogs; its class is `<kind>-projects`, where a tool's styles hang. A tool brings
// what only it knows: its words (its message namespace, under the same keys on
// every page), its cover and card facts, and its "new project" dialog, which gets
// `create` from useProjectsPage (decision 029).
import { useState, type ComponentType, type HTMLAttributes, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import type { AssetView } from '@src/common/contracts/media';
import type { ProjectDocument, ProjectKind } from '@src/common/contracts/projects';
import { paths } from '@src/common/routes';
import { ProjectDialogs, projectDialogCalls, projectDialogTexts } from '@client/components/projects/project-dialogs';
import { ProjectCard, ProjectGrid } from '@client/components/projects/project-grid';
import { ProjectsHeader, type ProjectSort } from '@client/components/projects/projects-header';
import { useTrashUndo } from '@client/components/projects/trash-dialog';
import { Breadcrumb } from '@client/components/ui/breadcrumb';
import { useActiveOrg } from '@client/services/orgs';
import { formatDate } from '@client/lib/format';
import { useLocale } from '@client/lib/use-locale';
import { MediaPicker } from '@client/features/library/components/media-picker';
import { projectListQuery, useCreateProject, useDeleteProject, useDuplicateProject, useUpdateProject } from './api';
import type { NewProjectProps } from './draft-dialog';
import { PROJECT_KIND_INFO, type ProjectItem } from './kinds';
import { WorkflowBadges } from './workflow';

export interface ProjectsPageState<K extends ProjectKind> {
  kind: K;
  org: string;
  /** The tool's own messages (subtitle, newProject, empty, rename, deleted…). */
  t: TFunction;
  /** The "new project" dialog. */
  newOpen: boolean;
  /** A topic the page was opened with (`?new=1&topic=`, the trend tracker's "Make content from this"), for the dialog to fill in. */
  newTopic: string;
  openNew: () => void;
  closeNew: () => void;
  /** Makes the project, says so, and opens it in its editor; rejects (the dialog stays) when the server refuses. */
  create: (name: string, document: ProjectDocument<K>) => Promise<void>;
  creating: boolean;
}

/** `created` is the toast after a project is made (the tool's words). */
export function useProjectsPage<K extends ProjectKind>(kind: K, t: TFunction, created = t('created')): ProjectsPageState<K> {
  const locale = useLocale();
  const navigate = useNavigate();
  const { org } = useActiveOrg();
  // A dashboard card may open the page on its "new project" dialog (`?new=1`, src/common/catalogue.ts).
  const [search, setSearch] = useSearchParams();
  const [newOpen, setNewOpen] = useState(() => search.get('new') === '1');
  const [newTopic, setNewTopic] = useState(() => (search.get('new') === '1' ? (search.get('topic') ?? '').slice(0, 200) : ''));
  const make = useCreateProject(org, kind);
  return {
    kind,
    org,
    t,
    newOpen,
    newTopic,
    openNew: () => setNewOpen(true),
    closeNew: () => {
      setNewOpen(false);
      // The topic came with that one opening: "New" afterwards starts empty.
      setNewTopic('');
      if (search.has('new') || search.has('topic')) setSearch((s) => (s.delete('new'), s.delete('topic'), s), { replace: true });
    },
    create: async (name, document) => {
      const p = await make.mutateAsync({ name, document });
      toast.success(created);
      navigate(PROJECT_KIND_INFO[kind].editor(locale, p.id));
    },
    creating: make.isPending,
  };
}

interface Props<K extends ProjectKind> {
  page: ProjectsPageState<K>;
  emptyTestId: string;
  /** The empty state's hint when it needs values (else the tool's `emptyHint`). */
  emptyHint?: string;
  gridClassName?: string;
  coverClassName?: string;
  cover: (p: ProjectItem<K>) => ReactNode;
  /** Under the name: the values of the tool's `card` message, which also gets the date (`{{date}}`)… */
  card?: (p: ProjectItem<K>) => Record<string, unknown>;
  /** …then these (a tool whose line is its own says it all here). */
  facts?: (p: ProjectItem<K>) => ReactNode;
  /** A copy from the card's menu (every tool but the clipper, whose projects hold paid renders). */
  duplicate?: boolean;
  /** The spinner stays while a project is being made (a picker that closed before it is the only other sign of work). */
  spinWhileCreating?: boolean;
  /** The tool's "new project" dialog, open while `page.newOpen`. */
  newProject: ReactNode;
  /** In the header, under the subtitle (the image editor's status). */
  headerStatus?: ReactNode;
  /** Between the header and the grid (the clipper's drop zone). */
  children?: ReactNode;
  /** On the page's element (the clipper takes a file dropped anywhere on it). */
  pageProps?: HTMLAttributes<HTMLDivElement>;
}

type Dialog<K extends ProjectKind> = { type: 'rename'; p: ProjectItem<K> } | { type: 'delete'; p: ProjectItem<K> } | null;

export function ProjectsPage<K extends ProjectKind>(props: Props<K>) {
  const { page, emptyTestId, emptyHint, gridClassName, coverClassName, cover, newProject, children } = props;
  const { kind, org, t } = page;
  const { t: tm, i18n } = useTranslation();
  const locale = useLocale();
  const info = PROJECT_KIND_INFO[kind];
  const Icon = info.icon;
  const title = tm(info.title);
  const [q, setQ] = useState('');
  const [sort, setSort] = useState<ProjectSort>('updated');
  const [dialog, setDialog] = useState<Dialog<K>>(null);
  const list = useQuery({ ...projectListQuery(org, kind, q, sort), enabled: Boolean(org) });
  const rename = useUpdateProject(org, kind);
  const duplicate = useDuplicateProject(org);
  const remove = useDeleteProject(org);
  const trash = useTrashUndo(org);

  return (
    <div {...props.pageProps} className={`page ${kind}-projects${props.pageProps?.className ? ` ${props.pageProps.className}` : ''}`}>
      <Breadcrumb label={tm('nav.breadcrumb')} items={[{ label: tm('nav.dashboard'), to: paths.dashboard(locale) }, { label: title }]} />
      <ProjectsHeader
        title={title}
        t={t}
        canCreate={Boolean(org)}
        onNew={page.openNew}
        q={q}
        onQ={setQ}
        sort={sort}
        onSort={setSort}
        trash={{ org, kind }}
        status={props.headerStatus}
      />
      {children}
      <ProjectGrid
        t={t}
        pending={!org || list.isPending || (props.spinWhileCreating === true && page.creating)}
        projects={list.data ?? []}
        query={q}
        emptyIcon={<Icon size={28} aria-hidden="true" />}
        emptyTestId={emptyTestId}
        emptyHint={emptyHint}
        onNew={page.openNew}
        label={title}
        className={gridClassName}
        card={(p) => (
          <ProjectCard
            key={p.id}
            t={t}
            project={p}
            to={info.editor(locale, p.id)}
            coverClassName={coverClassName}
            cover={cover(p)}
            meta={
              <>
                {props.card ? (
                  <span className="muted small">{t('card', { ...props.card(p), date: formatDate(p.updatedAt, i18n.language) })}</span>
                ) : null}
                {props.facts?.(p)}
                <WorkflowBadges workflow={p.workflow} />
              </>
            }
            onRename={() => setDialog({ type: 'rename', p })}
            onDelete={() => setDialog({ type: 'delete', p })}
            duplicate={props.duplicate === false ? undefined : duplicate}
          />
        )}
      />
      {newProject}
      <ProjectDialogs
        dialog={dialog}
        texts={projectDialogTexts(t, trash)}
        onClose={() => setDialog(null)}
        {...projectDialogCalls<ProjectItem<K>>(t, rename, remove, trash)}
      />
    </div>
  );
}

/** A page's view of one project, given the page (its organization and the tool's words). */
type PerProject<K extends ProjectKind, R> = (p: ProjectItem<K>, page: ProjectsPageState<K>) => R;

/**
 * A tool's whole projects route module, as projectEditorRoute is its editor's: the tool's kind, its
 * words, what its cards show and its "new project" dialog, which gets the page's organization,
 * topic, close and create. Tools whose page does more (a drop zone, a picker) use ProjectsPage.
 */
export function projectsRoute<K extends ProjectKind>(
  kind: K,
  useToolT: () => { t: TFunction },
  config: Omit<Props<K>, 'page' | 'cover' | 'card' | 'facts' | 'newProject'> & {
    cover: PerProject<K, ReactNode>;
    card?: PerProject<K, Record<string, unknown>>;
    NewDialog: ComponentType<NewProjectProps<K>>;
  },
) {
  const { cover, card, NewDialog, ...rest } = config;
  return function ToolProjectsPage() {
    const { t } = useToolT();
    const page = useProjectsPage(kind, t);
    return (
      <ProjectsPage
        {...rest}
        page={page}
        cover={(p) => cover(p, page)}
        card={card && ((p) => card(p, page))}
        newProject={<NewDialog org={page.org} open={page.newOpen} topic={page.newTopic} onClose={page.closeNew} onCreate={page.create} />}
      />
    );
  };
}

/** The "new project" of a tool that starts from a library video (clipper, subtitles): the picker, closed once one is chosen. */
export function NewFromVideo<K extends ProjectKind>({ page, onPick }: { page: ProjectsPageState<K>; onPick: (asset: AssetView) => void }) {
  return (
    <MediaPicker
      org={page.org}
      open={page.newOpen}
      kind="video"
      title={page.t('pickTitle')}
      emptyText={page.t('pickEmpty')}
      onClose={page.closeNew}
      onPick={(asset) => {
        page.closeNew();
        onPick(asset);
      }}
    />
  );
}
