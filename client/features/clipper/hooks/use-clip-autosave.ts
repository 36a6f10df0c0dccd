// Autosave for clipper projects: the kernel's project autosave with this kind's
// API call and its schema for a copy found in this browser.
import { clipDocumentSchema, type ClipDocument } from '@src/common/contracts/clip';
import type { Backup } from '@client/editor/save-store';
import { readProjectBackup, useProjectAutosave } from '@client/editor/use-project-autosave';
import { saveClipProject, type ClipProjectView } from '../api';

const parse = (d: unknown) => {
  const parsed = clipDocumentSchema.safeParse(d);
  return parsed.success ? parsed.data : null;
};

/** Unsaved edits left in this browser for this version of the project, if any. */
export const readClipBackup = (project: ClipProjectView): Backup<ClipDocument> | null => readProjectBackup('clip', project, parse);

export const useClipAutosave = (org: string, project: ClipProjectView, doc: ClipDocument, name: string) =>
  useProjectAutosave({
    kind: 'clip',
    project,
    doc,
    name,
    save: (document, n, baseVersion) => saveClipProject(org, project.id, { document, name: n, baseVersion }),
  });
