// Autosave for subtitles projects: the kernel's project autosave with this
// kind's API call and its schema for a copy found in this browser.
import { useQueryClient } from '@tanstack/react-query';
import { subtitlesDocumentSchema, type SubtitlesDocument } from '@src/common/contracts/subtitles';
import type { Backup } from '@client/editor/save-store';
import { readProjectBackup, useProjectAutosave } from '@client/editor/use-project-autosave';
import { saveSubtitlesProject, subtitlesProjectsKey, type SubtitlesProjectView } from './api';

const parse = (d: unknown) => {
  const parsed = subtitlesDocumentSchema.safeParse(d);
  return parsed.success ? parsed.data : null;
};

/** Unsaved edits left in this browser for this version of the project, if any. */
export const readSubtitlesBackup = (project: SubtitlesProjectView): Backup<SubtitlesDocument> | null =>
  readProjectBackup('subtitles', project, parse);

export function useSubtitlesAutosave(org: string, project: SubtitlesProjectView, doc: SubtitlesDocument, name: string) {
  const client = useQueryClient();
  return useProjectAutosave({
    kind: 'subtitles',
    project,
    doc,
    name,
    save: (document, n, baseVersion) => saveSubtitlesProject(org, project.id, { document, name: n, baseVersion }),
    onSaved: () => void client.invalidateQueries({ queryKey: subtitlesProjectsKey(org), refetchType: 'none' }),
  });
}
