// The story generator's projects: the organization's stories with their first
// screen, length and date, searched and sorted; new ones from a topic or blank;
// rename, duplicate, delete; an empty state that says what the tool does.
import { NewStoryDialog } from '@client/features/stories/components/new-story-dialog';
import { useStoriesT } from '@client/features/stories/messages';
import { formatDuration } from '@client/lib/format';
import { SlideCover } from '@client/projects/covers';
import { projectsRoute } from '@client/projects/projects-page';

export const Component = projectsRoute('story', useStoriesT, {
  emptyTestId: 'stories-empty',
  gridClassName: 'story-grid',
  coverClassName: 'story-cover',
  NewDialog: NewStoryDialog,
  cover: (p, { org }) => <SlideCover org={org} cover={p.summary.cover} format="story" width={124} />,
  card: (p) => ({ count: p.summary.slideCount, duration: formatDuration(p.summary.durationMs) }),
});
