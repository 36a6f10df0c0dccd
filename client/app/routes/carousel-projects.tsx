// The carousel creator's projects: the organization's carousels with their
// first slide, searched and sorted; new ones blank, from a template or a topic.
import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { GalleryHorizontal } from 'lucide-react';
import { assetContentPath } from '@src/common/contracts/media';
import type { ProjectSummary } from '@src/common/contracts/carousel';
import { paths } from '@src/common/routes';
import { Breadcrumb } from '../../components/ui/breadcrumb';
import { ProjectDialogs, projectDialogCalls, projectDialogTexts } from '../../components/projects/project-dialogs';
import { useTrashUndo } from '../../components/projects/trash-dialog';
import { ProjectCard, ProjectGrid } from '../../components/projects/project-grid';
import { ProjectsHeader, type ProjectSort } from '../../components/projects/projects-header';
import * as api from '../../features/carousel/api';
import { NewProjectDialog } from '../../features/carousel/components/new-project-dialog';
import { useCarouselT } from '../../features/carousel/messages';
import { useActiveOrg } from '../../features/orgs/api/orgs';
import { formatDate } from '../../lib/format';
import { useLocale } from '../../lib/use-locale';
import { useMounted } from '../../lib/use-mounted';

const ProjectCover = lazy(() => import('../../features/carousel/components/project-cover'));

type Dialogs = { type: 'new' } | { type: 'rename'; p: ProjectSummary } | { type: 'delete'; p: ProjectSummary } | null;

export function Component() {
  const { t, i18n } = useCarouselT();
  const { t: tm } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const { active } = useActiveOrg();
  const org = active?.id ?? '';
  const [q, setQ] = useState('');
  const [sort, setSort] = useState<ProjectSort>('updated');
  const [dialog, setDialog] = useState<Dialogs>(null);
  const mounted = useMounted();
  const list = useQuery({ ...api.projectsQuery(org, q, sort), enabled: Boolean(org) });
  const create = api.useCreateProject(org);
  const rename = api.useRenameProject(org);
  const duplicate = api.useDuplicateProject(org);
  const remove = api.useDeleteProject(org);
  const trash = useTrashUndo(org);
  const projects = list.data ?? [];
  const imageUrl = (id: string) => assetContentPath(org, id);

  return (
    <div className="page carousel-projects">
      <Breadcrumb
        label={tm('nav.breadcrumb')}
        items={[{ label: tm('nav.dashboard'), to: paths.dashboard(locale) }, { label: tm('tools.carousel.title') }]}
      />
      <ProjectsHeader
        title={tm('tools.carousel.title')}
        t={t}
        canCreate={Boolean(org)}
        onNew={() => setDialog({ type: 'new' })}
        q={q}
        onQ={setQ}
        sort={sort}
        onSort={setSort}
        trash={{ org, kind: 'carousel' }}
      />
      <ProjectGrid
        t={t}
        pending={!org || list.isPending}
        projects={projects}
        query={q}
        emptyIcon={<GalleryHorizontal size={28} aria-hidden="true" />}
        emptyTestId="carousels-empty"
        onNew={() => setDialog({ type: 'new' })}
        label={tm('tools.carousel.title')}
        card={(p) => (
          <ProjectCard
            key={p.id}
            t={t}
            project={p}
            to={paths.carouselEditor(locale, p.id)}
            cover={
              mounted ? (
                <Suspense fallback={null}>
                  <ProjectCover cover={p.cover} format={p.format} width={220} imageUrl={imageUrl} />
                </Suspense>
              ) : null
            }
            meta={
              <span className="muted small">
                {t('slides', { count: p.slideCount })} ·{' '}
                {p.updatedBy
                  ? t('editedBy', { date: formatDate(p.updatedAt, i18n.language), name: p.updatedBy.name })
                  : t('edited', { date: formatDate(p.updatedAt, i18n.language) })}
              </span>
            }
            onRename={() => setDialog({ type: 'rename', p })}
            onDelete={() => setDialog({ type: 'delete', p })}
            duplicate={duplicate}
          />
        )}
      />

      <NewProjectDialog
        org={org}
        open={dialog?.type === 'new'}
        onClose={() => setDialog(null)}
        onCreate={async (name, document) => {
          const p = await create.mutateAsync({ name, document });
          toast.success(t('create.created'));
          navigate(paths.carouselEditor(locale, p.id));
        }}
      />
      <ProjectDialogs
        dialog={dialog}
        texts={projectDialogTexts(t, trash)}
        onClose={() => setDialog(null)}
        {...projectDialogCalls<ProjectSummary>(t, rename, remove, trash)}
      />
    </div>
  );
}
