// The carousel creator's projects: the organization's carousels with their
// first slide, searched and sorted; new ones blank, from a template or a topic.
import { NewProjectDialog } from '@client/features/carousel/components/new-project-dialog';
import { useCarouselT } from '@client/features/carousel/messages';
import { formatDate } from '@client/lib/format';
import { SlideCover } from '@client/projects/covers';
import { ProjectsPage, useProjectsPage } from '@client/projects/projects-page';

export function Component() {
  const { t, i18n } = useCarouselT();
  const page = useProjectsPage('carousel', t, t('create.created'));
  return (
    <ProjectsPage
      page={page}
      emptyTestId="carousels-empty"
      cover={(p) => <SlideCover org={page.org} cover={p.summary.cover} format={p.summary.format} width={220} />}
      facts={(p) => (
        <span className="muted small">
          {t('slides', { count: p.summary.slideCount })} ·{' '}
          {p.updatedBy
            ? t('editedBy', { date: formatDate(p.updatedAt, i18n.language), name: p.updatedBy.name })
            : t('edited', { date: formatDate(p.updatedAt, i18n.language) })}
        </span>
      )}
      newProject={
        <NewProjectDialog org={page.org} open={page.newOpen} topic={page.newTopic} onClose={page.closeNew} onCreate={page.create} />
      }
    />
  );
}
