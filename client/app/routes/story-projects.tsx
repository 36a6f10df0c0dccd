// The story generator's projects: the organization's stories with their first
// screen, length and date, searched and sorted; new ones from a topic or blank;
// rename, duplicate, delete; an empty state that says what the tool does.
import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { BookOpen, Copy, Plus } from 'lucide-react';
import { assetContentPath } from '@src/common/contracts/media';
import { paths } from '@src/common/routes';
import { Breadcrumb } from '@client/components/ui/breadcrumb';
import { Button } from '@client/components/ui/button';
import { ProjectDialogs, projectDialogTexts } from '@client/components/projects/project-dialogs';
import { ProjectMenu } from '@client/components/projects/project-menu';
import { ProjectsHeader, type ProjectSort } from '@client/components/projects/projects-header';
import { PageSpinner } from '@client/components/ui/spinner';
import { useActiveOrg } from '@client/features/orgs/api/orgs';
import {
  storiesQuery,
  useCreateStory,
  useDeleteStory,
  useDuplicateStory,
  useRenameStory,
  type StoryProjectItem,
} from '@client/features/stories/api';
import { NewStoryDialog } from '@client/features/stories/components/new-story-dialog';
import { useStoriesT } from '@client/features/stories/messages';
import { formatDate, formatDuration } from '@client/lib/format';
import { useLocale } from '@client/lib/use-locale';
import { useMounted } from '@client/lib/use-mounted';

const ProjectCover = lazy(() => import('@client/features/carousel/components/project-cover'));

type Dialogs = { type: 'new' } | { type: 'rename'; p: StoryProjectItem } | { type: 'delete'; p: StoryProjectItem } | null;

export function Component() {
  const { t, i18n } = useStoriesT();
  const { t: tm } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const { active } = useActiveOrg();
  const org = active?.id ?? '';
  const [q, setQ] = useState('');
  const [sort, setSort] = useState<ProjectSort>('updated');
  const [dialog, setDialog] = useState<Dialogs>(null);
  const mounted = useMounted();
  const list = useQuery({ ...storiesQuery(org, q, sort), enabled: Boolean(org) });
  const create = useCreateStory(org);
  const rename = useRenameStory(org);
  const duplicate = useDuplicateStory(org);
  const remove = useDeleteStory(org);
  const projects = list.data ?? [];
  const imageUrl = (id: string) => assetContentPath(org, id);
  const newStory = () => setDialog({ type: 'new' });

  return (
    <div className="page story-projects">
      <Breadcrumb
        label={tm('nav.breadcrumb')}
        items={[{ label: tm('nav.dashboard'), to: paths.dashboard(locale) }, { label: tm('tools.stories.title') }]}
      />
      <ProjectsHeader
        title={tm('tools.stories.title')}
        t={t}
        canCreate={Boolean(org)}
        onNew={newStory}
        q={q}
        onQ={setQ}
        sort={sort}
        onSort={setSort}
      />
      {!org || list.isPending ? (
        <PageSpinner label={t('loading')} />
      ) : projects.length === 0 ? (
        <div className="empty-state" data-testid="stories-empty">
          <BookOpen size={28} aria-hidden="true" />
          <h2>{q.trim() ? t('noResults') : t('empty')}</h2>
          {q.trim() ? null : (
            <>
              <p>{t('emptyHint')}</p>
              <Button icon={<Plus size={16} aria-hidden="true" />} onClick={newStory}>
                {t('newProject')}
              </Button>
            </>
          )}
        </div>
      ) : (
        <ul className="project-grid story-grid" aria-label={tm('tools.stories.title')}>
          {projects.map((p) => (
            <li key={p.id} className="project-card" data-testid="project-card">
              <Link to={paths.storyEditor(locale, p.id)} className="project-open" aria-label={t('open', { name: p.name })}>
                <span className="project-cover story-cover">
                  {mounted ? (
                    <Suspense fallback={null}>
                      <ProjectCover cover={p.summary.cover} format="story" width={124} imageUrl={imageUrl} />
                    </Suspense>
                  ) : null}
                </span>
              </Link>
              <div className="project-meta">
                <span className="asset-name" title={p.name}>
                  {p.name}
                </span>
                <span className="muted small">
                  {t('card', {
                    count: p.summary.slideCount,
                    duration: formatDuration(p.summary.durationMs),
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
      <NewStoryDialog
        org={org}
        open={dialog?.type === 'new'}
        onClose={() => setDialog(null)}
        onCreate={async (name, document) => {
          const p = await create.mutateAsync({ name, document });
          toast.success(t('created'));
          navigate(paths.storyEditor(locale, p.id));
        }}
      />
      <ProjectDialogs
        dialog={dialog}
        texts={projectDialogTexts(t)}
        onClose={() => setDialog(null)}
        onRename={async (p: StoryProjectItem, name: string) => {
          await rename.mutateAsync({ id: p.id, name, baseVersion: p.version });
          toast.success(t('renamed'));
        }}
        onDelete={async (p: StoryProjectItem) => {
          await remove.mutateAsync(p.id);
          toast.success(t('deleted'));
        }}
      />
    </div>
  );
}
