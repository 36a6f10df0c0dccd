// Autosave for stories: the kernel's project autosave with this kind's API
// call and its schema for a copy found in this browser.
import { useQueryClient } from '@tanstack/react-query';
import { storyDocumentSchema, type StoryDocument } from '@src/common/contracts/story';
import type { Backup } from '@client/editor/save-store';
import { readProjectBackup, useProjectAutosave } from '@client/editor/use-project-autosave';
import { saveStory, storiesKey, type StoryProjectView } from './api';

const parse = (d: unknown) => {
  const parsed = storyDocumentSchema.safeParse(d);
  return parsed.success ? parsed.data : null;
};

/** Unsaved edits left in this browser for this version of the story, if any. */
export const readStoryBackup = (project: StoryProjectView): Backup<StoryDocument> | null => readProjectBackup('story', project, parse);

export function useStoryAutosave(org: string, project: StoryProjectView, doc: StoryDocument, name: string) {
  const client = useQueryClient();
  return useProjectAutosave({
    kind: 'story',
    project,
    doc,
    name,
    save: (document, n, baseVersion) => saveStory(org, project.id, { document, name: n, baseVersion }),
    onSaved: (p) => {
      client.setQueryData([...storiesKey(org), p.id], p);
      void client.invalidateQueries({ queryKey: storiesKey(org), refetchType: 'none' });
    },
  });
}
