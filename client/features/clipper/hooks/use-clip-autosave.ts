// Autosave for clipper projects: the kernel's project autosave with this kind's
// API call and its schema for a copy found in this browser.
import { useQueryClient } from '@tanstack/react-query';
import { clipDocumentSchema, type ClipDocument } from '@src/common/contracts/clip';
import type { Backup } from '@client/editor/save-store';
import { readProjectBackup, useProjectAutosave } from '@client/editor/use-project-autosave';
import { clipProjectsKey, saveClipProject, type ClipProjectView } from '../api';

const parse = (d: unknown) => {
  const parsed = clipDocumentSchema.safeParse(d);
  return parsed.success ? parsed.data : null;
};

/** Unsaved edits left in this browser for this version of the project, if any. */
export const readClipBackup = (project: ClipProjectView): Backup<ClipDocument> | null => readProjectBackup('clip', project, parse);

export function useClipAutosave(org: string, project: ClipProjectView, doc: ClipDocument, name: string) {
  const client = useQueryClient();
  return useProjectAutosave({
    kind: 'clip',
    project,
    doc,
    name,
    save: (document, n, baseVersion) => saveClipProject(org, project.id, { document, name: n, baseVersion }),
    // The list's state and clip count, and this project when opened again, are read anew (not now: the editor has it).
    onSaved: () => void client.invalidateQueries({ queryKey: clipProjectsKey(org), refetchType: 'none' }),
  });
}
