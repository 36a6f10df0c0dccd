// Autosave for video projects: the kernel's project autosave with this kind's
// API call and its schema for a copy found in this browser.
import { useQueryClient } from '@tanstack/react-query';
import { videoDocumentSchema, type VideoDocument } from '@src/common/contracts/video';
import type { Backup } from '@client/editor/save-store';
import { readProjectBackup, useProjectAutosave } from '@client/editor/use-project-autosave';
import { saveVideoProject, videoProjectsKey, type VideoProjectView } from './api';

const parse = (d: unknown) => {
  const parsed = videoDocumentSchema.safeParse(d);
  return parsed.success ? parsed.data : null;
};

/** Unsaved edits left in this browser for this version of the project, if any. */
export const readVideoBackup = (project: VideoProjectView): Backup<VideoDocument> | null => readProjectBackup('video', project, parse);

export function useVideoAutosave(org: string, project: VideoProjectView, doc: VideoDocument, name: string) {
  const client = useQueryClient();
  return useProjectAutosave({
    kind: 'video',
    project,
    doc,
    name,
    save: (document, n, baseVersion) => saveVideoProject(org, project.id, { document, name: n, baseVersion }),
    onSaved: () => void client.invalidateQueries({ queryKey: videoProjectsKey(org), refetchType: 'none' }),
  });
}
