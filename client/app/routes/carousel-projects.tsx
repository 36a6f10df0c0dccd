// The carousel creator's projects: the organization's carousels with their
// first slide, searched and sorted; new ones blank, from a template or a topic.
import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Copy, GalleryHorizontal, Plus } from 'lucide-react';
import { assetContentPath } from '@src/common/contracts/media';
import type { ProjectSummary } from '@src/common/contracts/carousel';
import { paths } from '@src/common/routes';
import { Breadcrumb } from '../../components/ui/breadcrumb';
import { Button } from '../../components/ui/button';
import { ProjectDialogs, projectDialogTexts } from '../../components/projects/project-dialogs';
import { ProjectMenu } from '../../components/projects/project-menu';
import { ProjectsHeader, type ProjectSort } from '../../components/projects/projects-header';
import { PageSpinner } from '../../components/ui/spinner';
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
      />
      {!org || list.isPending ? (
        <PageSpinner label={t('loading')} />
      ) : projects.length === 0 ? (
        <div className="empty-state" data-testid="carousels-empty">
          <GalleryHorizontal size={28} aria-hidden="true" />
          <h2>{q.trim() ? t('noResults') : t('empty')}</h2>
          {q.trim() ? null : (
            <>
              <p>{t('emptyHint')}</p>
              <Button icon={<Plus size={16} aria-hidden="true" />} onClick={() => setDialog({ type: 'new' })}>
                {t('newProject')}
              </Button>
            </>
          )}
        </div>
      ) : (
        <ul className="project-grid" aria-label={tm('tools.carousel.title')}>
          {projects.map((p) => (
            <li key={p.id} className="project-card" data-testid="project-card">
              <Link to={paths.carouselEditor(locale, p.id)} className="project-open" aria-label={t('open', { name: p.name })}>
                <span className="project-cover">
                  {mounted ? (
                    <Suspense fallback={null}>
                      <ProjectCover cover={p.cover} format={p.format} width={220} imageUrl={imageUrl} />
                    </Suspense>
                  ) : null}
                </span>
              </Link>
              <div className="project-meta">
                <span className="asset-name" title={p.name}>
                  {p.name}
                </span>
                <span className="muted small">
                  {t('slides', { count: p.slideCount })} ·{' '}
                  {p.updatedBy
                    ? t('editedBy', { date: formatDate(p.updatedAt, i18n.language), name: p.updatedBy.name })
                    : t('edited', { date: formatDate(p.updatedAt, i18n.language) })}
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
                    onClick={() => (
                      close(),
                      duplicate.mutate(
                        { id: p.id, name: t('copyName', { name: p.name }).slice(0, 100) },
                        { onSuccess: () => toast.success(t('duplicated')) },
                      )
                    )}
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
        texts={projectDialogTexts(t)}
        onClose={() => setDialog(null)}
        onRename={async (p: ProjectSummary, name: string) => {
          await rename.mutateAsync({ id: p.id, name, baseVersion: p.version });
          toast.success(t('renamed'));
        }}
        onDelete={async (p: ProjectSummary) => {
          await remove.mutateAsync(p.id);
          toast.success(t('deleted'));
        }}
      />
    </div>
  );
}
