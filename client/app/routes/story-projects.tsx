// The story generator's projects: the organization's stories with their first
// screen, length and date, searched and sorted; new ones from a topic or blank;
// rename, duplicate, delete; an empty state that says what the tool does.
import { NewStoryDialog } from '@client/features/stories/components/new-story-dialog';
import { useStoriesT } from '@client/features/stories/messages';
import { formatDuration } from '@client/lib/format';
import { SlideCover } from '@client/projects/covers';
import { ProjectsPage, useProjectsPage } from '@client/projects/projects-page';

export function Component() {
  const { t } = useStoriesT();
  const page = useProjectsPage('story', t);
  return (
    <ProjectsPage
      page={page}
      emptyTestId="stories-empty"
      gridClassName="story-grid"
      coverClassName="story-cover"
      cover={(p) => <SlideCover org={page.org} cover={p.summary.cover} format="story" width={124} />}
      card={(p) => ({ count: p.summary.slideCount, duration: formatDuration(p.summary.durationMs) })}
      newProject={<NewStoryDialog org={page.org} open={page.newOpen} onClose={page.closeNew} onCreate={page.create} />}
    />
  );
}
