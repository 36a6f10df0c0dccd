// The story generator's projects: the organization's stories with their first
// screen, length and date, searched and sorted; new ones from a topic or blank;
// rename, duplicate, delete; an empty state that says what the tool does.
import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { BookOpen } from 'lucide-react';
import { assetContentPath } from '@src/common/contracts/media';
import { paths } from '@src/common/routes';
import { Breadcrumb } from '@client/components/ui/breadcrumb';
import { ProjectDialogs, projectDialogCalls, projectDialogTexts } from '@client/components/projects/project-dialogs';
import { useTrashUndo } from '@client/components/projects/trash-dialog';
import { ProjectCard, ProjectGrid } from '@client/components/projects/project-grid';
import { ProjectsHeader, type ProjectSort } from '@client/components/projects/projects-header';
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
  const trash = useTrashUndo(org);
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
        trash={{ org, kind: 'story' }}
      />
      <ProjectGrid
        t={t}
        pending={!org || list.isPending}
        projects={projects}
        query={q}
        emptyIcon={<BookOpen size={28} aria-hidden="true" />}
        emptyTestId="stories-empty"
        onNew={newStory}
        label={tm('tools.stories.title')}
        className="story-grid"
        card={(p) => (
          <ProjectCard
            key={p.id}
            t={t}
            project={p}
            to={paths.storyEditor(locale, p.id)}
            coverClassName="story-cover"
            cover={
              mounted ? (
                <Suspense fallback={null}>
                  <ProjectCover cover={p.summary.cover} format="story" width={124} imageUrl={imageUrl} />
                </Suspense>
              ) : null
            }
            meta={
              <span className="muted small">
                {t('card', {
                  count: p.summary.slideCount,
                  duration: formatDuration(p.summary.durationMs),
                  date: formatDate(p.updatedAt, i18n.language),
                })}
              </span>
            }
            onRename={() => setDialog({ type: 'rename', p })}
            onDelete={() => setDialog({ type: 'delete', p })}
            duplicate={duplicate}
          />
        )}
      />
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
        texts={projectDialogTexts(t, trash)}
        onClose={() => setDialog(null)}
        {...projectDialogCalls<StoryProjectItem>(t, rename, remove, trash)}
      />
    </div>
  );
}
